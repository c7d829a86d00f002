<?php
/**
 * Consent: the banner (<x-consent>) printed on every page when consent is on,
 * and its log (proof of consent) as a REST route that stores each beacon in
 * the consent log table.
 *
 * @package XElements
 */

namespace XElements;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

/** The REST namespace of every route of the plugin. */
const REST_NAMESPACE = 'x-elements/v1';
/** What the banner's beacons may say. */
const REQUEST_TYPES = array( 'banner_load', 'accept_all', 'reject_all', 'save_preferences', 'accept_partial', 'do_not_sell' );

/** The consent log's route: POST (the banner's beacons). */
function register_consent_routes(): void {
	register_rest_route(
		REST_NAMESPACE,
		'/consent-log',
		array(
			'methods'             => 'POST',
			'callback'            => __NAMESPACE__ . '\\log_consent',
			// Every visitor's banner logs, signed in or not; the checks are in the callback (this site, rate).
			'permission_callback' => '__return_true',
		)
	);
}

/**
 * Validates one beacon's fields (the reference server's validateConsentLog).
 *
 * @param array<string, mixed> $fields The beacon's form fields.
 * @return array<string, mixed> [ 'record' => ... ] or [ 'error' => text ].
 */
function validate_consent_log( array $fields ): array {
	$text    = static fn( string $name ): string => isset( $fields[ $name ] ) && is_scalar( $fields[ $name ] ) ? (string) $fields[ $name ] : '';
	$key     = $text( 'key' );
	$type    = $text( 'request_type' );
	$time    = $text( 'event_log_time' );
	$payload = json_decode( $text( 'payload' ), true );
	if ( ! is_array( $payload ) ) {
		return array( 'error' => 'payload must be JSON with consent_session_id and banner_id' );
	}
	if ( mb_strlen( $key ) > 200 ) {
		return array( 'error' => 'key is too long (200 characters at most)' );
	}
	if ( ! in_array( $type, REQUEST_TYPES, true ) ) {
		return array( 'error' => 'request_type must be one of ' . implode( ', ', REQUEST_TYPES ) );
	}
	if ( ! preg_match( '/^[1-9]\d{0,15}$/D', $time ) ) {
		return array( 'error' => 'event_log_time must be epoch seconds' );
	}
	$session = $payload['consent_session_id'] ?? null;
	$banner  = $payload['banner_id'] ?? null;
	if ( ! is_string( $session ) || ! preg_match( '/^[A-Za-z0-9%_-]{1,96}$/D', $session ) ) {
		return array( 'error' => 'payload.consent_session_id is missing or malformed' );
	}
	if ( ! is_string( $banner ) || mb_strlen( $banner ) > 100 ) {
		return array( 'error' => 'payload.banner_id is missing or too long' );
	}
	return array(
		'record' => array(
			'log_key'            => $key,
			'request_type'       => $type,
			'event_log_time'     => (int) $time,
			'consent_session_id' => $session,
			'banner_id'          => $banner,
		),
	);
}

/**
 * POST /wp-json/x-elements/v1/consent-log: one beacon stored (204).
 *
 * @param WP_REST_Request $request The beacon.
 */
function log_consent( WP_REST_Request $request ): WP_REST_Response {
	if ( ! same_site() ) {
		return new WP_REST_Response( array( 'error' => 'logs are taken from this site only' ), 403 );
	}
	if ( rate_limited( 'consent-log', 120 ) ) {
		return new WP_REST_Response( array( 'error' => 'too many requests' ), 429 );
	}
	$checked = validate_consent_log( $request->get_body_params() );
	if ( isset( $checked['error'] ) ) {
		return new WP_REST_Response( array( 'error' => $checked['error'] ), 400 );
	}
	global $wpdb;
	$row = $checked['record'] + array(
		'received_at' => current_time( 'mysql', true ),
		'ip'          => anonymised_ip( client_ip() ),
		'user_agent'  => user_agent(),
	);
	if ( false === $wpdb->insert( tables()['consent_log'], $row ) ) {
		return new WP_REST_Response( array( 'error' => 'the log could not be stored' ), 500 );
	}
	return new WP_REST_Response( null, 204 );
}

/** The banner, at the end of every page when consent is on (an overlay: it takes no room in the page). */
function print_consent_banner(): void {
	$options = options();
	if ( ! $options['consent'] ) {
		return;
	}
	$attributes = array(
		'mode'         => $options['consent_mode'],
		'domain'       => $options['consent_domain'],
		'banner-id'    => 'wordpress',
		'log-endpoint' => rest_url( REST_NAMESPACE . '/consent-log' ),
	);
	echo '<x-consent';
	foreach ( array_filter( $attributes, 'strlen' ) as $name => $value ) {
		echo ' ' . esc_attr( $name ) . '="' . esc_attr( $value ) . '"';
	}
	echo '>' . esc_html( $options['consent_text'] );
	foreach ( CONSENT_CATEGORIES as $category ) {
		if ( '' !== $options[ 'category_' . $category ] ) {
			echo '<span slot="category-' . esc_attr( $category ) . '">' . esc_html( $options[ 'category_' . $category ] ) . '</span>';
		}
	}
	echo '</x-consent>';
}

/** The WP Consent API's categories for ours (necessary is its functional, always allowed). */
const CONSENT_API_CATEGORIES = array(
	'functional'    => 'preferences',
	'analytics'     => 'statistics',
	'performance'   => 'statistics-anonymous',
	'advertisement' => 'marketing',
);

/**
 * The WP Consent API (a plugin of its own, in neither Debian nor the npm
 * registry: this follows its documented contract, untested against it):
 * when consent is on, x-elements registers as the site's consent plugin,
 * says its consent type (optin for GDPR, optout for CCPA), and tells the
 * API each choice with wp_set_consent(), so other plugins that ask
 * wp_has_consent() (analytics, shops) honour it.
 */
function register_with_consent_api(): void {
	if ( ! options()['consent'] ) {
		return;
	}
	add_filter( 'wp_consent_api_registered_' . plugin_basename( PLUGIN_FILE ), '__return_true' );
	add_filter( 'wp_get_consent_type', static fn() => 'ccpa' === options()['consent_mode'] ? 'optout' : 'optin' );
}

/** The script that passes each choice on to the WP Consent API's wp_set_consent(), when the API is there. */
function consent_api_bridge(): string {
	$map = wp_json_encode( CONSENT_API_CATEGORIES );
	return '(function(){var map=' . $map . ';document.addEventListener("x-consent-change",function(e){'
		. 'var set=window.wp_set_consent,record=e.detail&&e.detail.record;if(typeof set!=="function"||!record)return;'
		. 'set("functional","allow");for(var c in map)if(record[c])set(map[c],record[c]==="yes"?"allow":"deny");});})();';
}
