<?php
/**
 * Installs the test site non-interactively (run by tests/wordpress/site.mjs
 * with `php`): WordPress's own wp_install, pretty permalinks, one user per
 * role that may post, each with an application password for the REST API.
 * Prints the users and their passwords as JSON.
 *
 * @package XElements
 */

$_SERVER['WORDPRESS_CONFIG'] = getenv( 'X_WP_CONFIG' );
$_SERVER['HTTP_HOST']        = getenv( 'X_WP_HOST' );
$_SERVER['REQUEST_URI']      = '/';
define( 'WP_INSTALLING', true );
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$x_password = getenv( 'X_WP_PASSWORD' );
wp_install( 'x-elements test site', 'admin', 'admin@example.com', true, '', wp_slash( $x_password ) );
update_option( 'permalink_structure', '/%postname%/' );
update_option( 'show_avatars', 0 ); // Gravatar is on the closed network's far side.
flush_rewrite_rules( false );

$x_users = array( 'admin' => array( 'id' => 1 ) );
foreach ( array( 'editor', 'author', 'contributor' ) as $x_role ) {
	$x_users[ $x_role ] = array(
		'id' => wp_insert_user(
			array(
				'user_login' => $x_role,
				'user_pass'  => $x_password,
				'user_email' => $x_role . '@example.com',
				'role'       => $x_role,
			)
		),
	);
}
foreach ( $x_users as $x_login => $x_user ) {
	list( $x_app ) = WP_Application_Passwords::create_new_application_password( $x_user['id'], array( 'name' => 'tests' ) );
	$x_users[ $x_login ]['app_password'] = $x_app;
}
echo wp_json_encode( $x_users );
