<?php
/**
 * What the plugin's PHP checks must refuse: one mistake a line, each named
 * by the sniff code expected on it (tests/wordpress/phpcs.test.mjs).
 *
 * @package XElements
 */

/**
 * Every mistake.
 *
 * @param string $name A name.
 */
function x_unsafe( $name ) {
	global $wpdb;
	echo $name; // expect: XElementsWP.Security.EscapedOutput.Unescaped
	echo '<p>' . $name . '</p>'; // expect: XElementsWP.Security.EscapedOutput.Unescaped
	print get_the_title(); // expect: XElementsWP.Security.EscapedOutput.Unescaped
	printf( '<b>%s</b>', $name ); // expect: XElementsWP.Security.EscapedOutput.Unescaped
	_e( 'Saved', 'x-elements' ); // expect: XElementsWP.Security.EscapedOutput.UnescapedTranslation
	$wpdb->query( "DELETE FROM {$wpdb->prefix}x WHERE id = $name" ); // expect: XElementsWP.Security.PreparedSql.NotPrepared
	$wpdb->get_results( 'SELECT * FROM t WHERE a = ' . $name ); // expect: XElementsWP.Security.PreparedSql.NotPrepared
	$email = $_POST['email']; // expect: XElementsWP.Security.NonceVerification.NoNonce XElementsWP.Security.SanitizedInput.NotUnslashed
	$page = wp_unslash( $_GET['page'] ); // expect: XElementsWP.Security.SanitizedInput.NotSanitized
	eval( $name ); // expect: Squiz.PHP.Eval.Discouraged Generic.PHP.ForbiddenFunctions.Found
	$data = unserialize( $name ); // expect: Generic.PHP.ForbiddenFunctions.FoundWithAlternative
	return @file_get_contents( $name ); // expect: Generic.PHP.NoSilencedErrors.Discouraged Generic.PHP.ForbiddenFunctions.FoundWithAlternative
}

/**
 * A way out that writes its reason unescaped.
 *
 * @param string $name A name.
 */
function x_unsafe_exit( $name ) {
	exit( $name ); // expect: XElementsWP.Security.EscapedOutput.Unescaped
}

/** An admin action that checks its nonce and nothing else. */
function x_unsafe_admin() {
	check_admin_referer( 'x_delete' ); // expect: XElementsWP.Security.NonceVerification.NoCapability
}
