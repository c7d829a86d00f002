<?php
/**
 * Delivery: the library's files from the plugin's own dist/ folder, the way
 * WordPress serves scripts (registered, versioned, settings printed beside
 * them with wp_add_inline_script), and the consent blocker first in <head>.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/**
 * A file of the library's build, as a URL.
 *
 * @param string $file Its path inside dist/.
 */
function dist_url( string $file ): string {
	return plugins_url( 'dist/' . $file, PLUGIN_FILE );
}

/**
 * The spec's page-settings object (SPEC section 3) for this page: where the
 * forms post, the nonces, the action names this plugin answers, and the UI
 * strings in the site's language.
 *
 * @return array<string, mixed>
 */
function page_settings(): array {
	return split_settings() + array(
		'page_id'        => get_queried_object_id(),
		'ajaxurl'        => admin_url( 'admin-ajax.php' ),
		// For the site's own scripts: WordPress's REST root and a nonce for it (the elements use the fields above).
		'rest_root'      => esc_url_raw( rest_url() ),
		'rest_nonce'     => wp_create_nonce( 'wp_rest' ),
		'frontend_nonce' => wp_create_nonce( 'x_frontend' ),
		'ab_log_nonce'   => wp_create_nonce( 'x_ab_log' ),
		'actions'        => array(
			'subscribe'  => 'x_newsletter_subscribe',
			'ab_stats'   => 'x_ab_stats',
			'ab_subject' => 'x_ab_subject',
		),
		'strings'        => ui_strings(),
	);
}

/**
 * The autoloader in <head> (a plain script there brings the pre-upgrade
 * styles before the first paint, so upgrading never moves the page), the
 * settings just before it, and the pre-upgrade stylesheet, which also shows
 * visitors without scripts what the markup keeps in attributes.
 */
function enqueue(): void {
	wp_enqueue_style( 'x-elements-pre', dist_url( 'x-elements.pre.css' ), array(), VERSION );
	wp_enqueue_script( 'x-elements', dist_url( 'x-elements.js' ), array(), VERSION, false );
	// wp_json_encode escapes "/" (so no "</script>" survives) and JSON_HEX_TAG the rest of < and >.
	$settings = wp_json_encode( page_settings(), JSON_HEX_TAG | JSON_HEX_AMP );
	wp_add_inline_script( 'x-elements', 'window.xElementsSettings = ' . $settings . ';', 'before' );
	if ( options()['consent'] ) {
		wp_add_inline_script( 'x-elements', consent_api_bridge(), 'after' );
	}
}

/**
 * The consent blocker, when consent is on: first in <head>, before any
 * enqueued script, synchronous (it must hold what follows it), with its
 * configuration just before it.
 */
function print_consent_blocker(): void {
	$options = options();
	if ( ! $options['consent'] ) {
		return;
	}
	$config = wp_json_encode( array( 'providers' => $options['providers'] ), JSON_HEX_TAG | JSON_HEX_AMP );
	wp_print_inline_script_tag( 'window.xConsentConfig = ' . $config . ';', array( 'id' => 'x-consent-config' ) );
	wp_print_script_tag(
		array(
			'id'  => 'x-consent-blocker',
			'src' => add_query_arg( 'ver', VERSION, dist_url( 'x-consent-blocker.js' ) ),
		)
	);
}
