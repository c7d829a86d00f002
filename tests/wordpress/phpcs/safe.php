<?php
/**
 * What the plugin's PHP checks must let through: the safe form of each
 * mistake in unsafe.php (tests/wordpress/phpcs.test.mjs expects no error).
 *
 * @package XElements
 */

/**
 * Every mistake, done right.
 *
 * @param string $name A name.
 */
function x_safe( $name ) {
	global $wpdb;
	echo esc_html( $name );
	echo '<p>' . esc_html( $name ) . '</p>', 42;
	print esc_html( get_the_title() );
	printf( '<b>%s</b>', esc_html( $name ) );
	esc_html_e( 'Saved', 'x-elements' );
	echo wp_json_encode( array( 'a' => $name ) );
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->prefix}x WHERE id = %d", $name ) );
	$wpdb->get_results( "SELECT * FROM {$wpdb->prefix}x" );
	check_ajax_referer( 'x_frontend' );
	$email = isset( $_POST['email'] ) ? sanitize_email( wp_unslash( $_POST['email'] ) ) : '';
	$page  = absint( $_GET['page'] ?? 0 );
	return $email . $page;
}

/** An admin action that checks its nonce and the user's capability. */
function x_safe_admin() {
	check_admin_referer( 'x_delete' );
	if ( ! current_user_can( 'manage_options' ) ) {
		wp_die( esc_html__( 'Not allowed.', 'x-elements' ) );
	}
}

/** A visitor's post checked with the plugin's nonce_ok() (a cached page's nonce taken for a week). */
function x_safe_visitor() {
	if ( ! nonce_ok( isset( $_POST['nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['nonce'] ) ) : '', 'x_frontend' ) ) {
		return '';
	}
	return isset( $_POST['email'] ) ? sanitize_email( wp_unslash( $_POST['email'] ) ) : '';
}
