<?php
/**
 * Runs PHP given on stdin inside the test site (WordPress loaded), for the
 * tests' set-up: settings, the plugin from the zip without the admin's
 * screens. Prints what the code returns, as JSON. A test tool only: never
 * part of the plugin.
 *
 * @package XElements
 */

$_SERVER['WORDPRESS_CONFIG'] = getenv( 'X_WP_CONFIG' );
$_SERVER['HTTP_HOST']        = getenv( 'X_WP_HOST' );
$_SERVER['REQUEST_URI']      = '/';
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

$x_code = (string) stream_get_contents( STDIN );
echo wp_json_encode( eval( $x_code ) ); // phpcs:ignore Squiz.PHP.Eval -- the tests' own set-up code.
