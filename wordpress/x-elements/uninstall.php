<?php
/**
 * Uninstall (Plugins > Delete): the plugin's tables and options go with it,
 * on every site of a network.
 *
 * @package XElements
 */

namespace XElements;

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/includes/schema.php';
require_once __DIR__ . '/includes/options.php';

/** This site's tables and options removed. */
function uninstall_site(): void {
	global $wpdb;
	foreach ( tables() as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS {$table}" ); // phpcs:ignore XElementsWP.Security.PreparedSql.NotPrepared -- the table names are the plugin's own.
	}
	delete_option( OPTION );
	delete_option( 'x_elements_schema' );
	wp_clear_scheduled_hook( 'x_elements_purge' );
}

if ( is_multisite() ) {
	foreach ( get_sites( array( 'fields' => 'ids', 'number' => 0 ) ) as $x_site ) {
		switch_to_blog( $x_site );
		uninstall_site();
		restore_current_blog();
	}
} else {
	uninstall_site();
}
