<?php
/**
 * The router of `php -S` for the test site: Debian's WordPress as its
 * Apache configuration serves it (the code in /usr/share/wordpress, the
 * content directory aliased at /wp-content, pretty permalinks through
 * index.php), with the test site's configuration named by WORDPRESS_CONFIG.
 *
 * @package XElements
 */

$_SERVER['WORDPRESS_CONFIG'] = getenv( 'X_WP_CONFIG' );
$x_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'], PHP_URL_PATH ) );
if ( str_contains( $x_path, '..' ) || str_contains( $x_path, "\0" ) ) {
	http_response_code( 400 );
	return true;
}

// The content directory (plugins, themes, uploads), as Debian's `Alias /wp-content`;
// and the docs' pictures and films at /assets/, where the pasted snippets look for them.
$x_aliases = array(
	'/wp-content/' => getenv( 'X_WP_CONTENT' ) . '/',
	'/assets/'     => getenv( 'X_WP_ASSETS' ) . '/',
);
$x_alias   = current( array_filter( array_keys( $x_aliases ), static fn( $prefix ) => str_starts_with( $x_path, $prefix ) ) );
if ( false !== $x_alias ) {
	$x_file = $x_aliases[ $x_alias ] . substr( $x_path, strlen( $x_alias ) );
	if ( ! is_file( $x_file ) || str_ends_with( $x_file, '.php' ) ) {
		http_response_code( 404 );
		return true;
	}
	$x_types = array(
		'js'    => 'text/javascript',
		'css'   => 'text/css',
		'json'  => 'application/json',
		'svg'   => 'image/svg+xml',
		'png'   => 'image/png',
		'jpg'   => 'image/jpeg',
		'webp'  => 'image/webp',
		'woff2' => 'font/woff2',
		'mp4'   => 'video/mp4',
		'webm'  => 'video/webm',
	);
	header( 'Content-Type: ' . ( $x_types[ strtolower( pathinfo( $x_file, PATHINFO_EXTENSION ) ) ] ?? 'application/octet-stream' ) );
	header( 'Content-Length: ' . filesize( $x_file ) );
	readfile( $x_file );
	return true;
}

$x_root = rtrim( $_SERVER['DOCUMENT_ROOT'], '/' );
$x_file = $x_root . $x_path;
if ( is_dir( $x_file ) && is_file( rtrim( $x_file, '/' ) . '/index.php' ) ) {
	$x_file = rtrim( $x_file, '/' ) . '/index.php';
}
if ( is_file( $x_file ) && ! str_ends_with( $x_file, '.php' ) ) {
	return false; // A static file of WordPress's own: the server sends it.
}
if ( ! is_file( $x_file ) ) {
	$x_file = $x_root . '/index.php'; // Pretty permalinks.
}
chdir( dirname( $x_file ) );
$_SERVER['SCRIPT_FILENAME'] = $x_file;
$_SERVER['SCRIPT_NAME']     = substr( $x_file, strlen( $x_root ) );
$_SERVER['PHP_SELF']        = $_SERVER['SCRIPT_NAME'];
require $x_file;
