<?php
/**
 * The embedded and popup forms' endpoints (SPEC section 7 items 2 and 3),
 * the protocol x-popup-form speaks:
 *   POST submit?form=ID[&redirect=/path]  201 { id, redirect? }, or 422
 *        { message, validation_messages: { field: text } }; an
 *        Idempotency-Key header stores a retried submission once.
 *   GET  view?form=ID                     counts a popup's view.
 * As REST routes (/wp-json/x-elements/v1/embed/submit and /embed/view), and
 * at the reference server's addresses (/api/embed/submit, /api/embed/view
 * under the site's home), so a form pasted from the docs posts to WordPress
 * as it is.
 *
 * @package XElements
 */

namespace XElements;

use WP_REST_Request;
use WP_REST_Response;

defined( 'ABSPATH' ) || exit;

const MAX_EMBED_VALUE = 2000;
/** The most a submission's names and values may weigh together, in bytes (the reference server's MAX_BODY). */
const MAX_EMBED_BODY = 32768;

/** The embed routes. */
function register_embed_routes(): void {
	$routes = array(
		'/embed/submit' => array( 'POST', __NAMESPACE__ . '\\rest_embed_submit' ),
		'/embed/view'   => array( 'GET', __NAMESPACE__ . '\\rest_embed_view' ),
	);
	foreach ( $routes as $route => list( $method, $callback ) ) {
		register_rest_route(
			REST_NAMESPACE,
			$route,
			array(
				'methods'             => $method,
				'callback'            => $callback,
				// Visitors send these, signed in or not; the callbacks check the site and the rate.
				'permission_callback' => '__return_true',
			)
		);
	}
}

/**
 * The form's id from the address: at most 64 characters of letters, digits, "-" and "_".
 *
 * @param mixed $raw The form parameter.
 */
function embed_form_id( $raw ): string {
	$id = is_string( $raw ) ? substr( $raw, 0, 64 ) : '';
	return preg_match( '/^[A-Za-z0-9_-]+$/D', $id ) ? $id : 'default';
}

/**
 * The server's rules for an embedded form (the reference server's
 * validateEmbed): field name to message, empty when it passes.
 *
 * @param array<string, mixed> $fields The posted fields.
 * @param bool                 $files  Whether files were sent.
 * @return array<string, string>
 */
function validate_embed( array $fields, bool $files ): array {
	$messages = array();
	$text     = static fn( string $name ): string => posted_text( $fields, $name );
	if ( ! is_valid_email( $text( 'email' ) ) ) {
		$messages['email'] = '' === $text( 'email' ) ? __( 'Please enter your email address.', 'x-elements' ) : __( 'Please enter a valid email address.', 'x-elements' );
	}
	foreach ( array( 'first_name', 'last_name' ) as $name ) {
		if ( array_key_exists( $name, $fields ) && '' === $text( $name ) ) {
			$messages[ $name ] = __( 'Please fill in this field.', 'x-elements' );
		}
	}
	if ( 'other' === $text( 'title' ) && '' === $text( 'title_custom' ) ) {
		$messages['title_custom'] = __( 'Please tell us how to address you.', 'x-elements' );
	}
	if ( array_key_exists( 'captcha', $fields ) && '' === $text( 'captcha' ) ) {
		$messages['captcha'] = __( 'Please confirm you are not a robot.', 'x-elements' );
	}
	foreach ( $fields as $name => $value ) {
		if ( ! is_string( $value ) ) {
			$messages[ (string) $name ] = __( 'Only text is accepted.', 'x-elements' );
		} elseif ( mb_strlen( $value ) > MAX_EMBED_VALUE ) {
			/* translators: %d: the most characters. */
			$messages[ (string) $name ] = sprintf( __( 'At most %d characters.', 'x-elements' ), MAX_EMBED_VALUE );
		}
	}
	if ( $files ) {
		$messages['file'] = __( 'Files are not accepted.', 'x-elements' );
	}
	return $messages;
}

/**
 * One submission judged and stored: [ status, body ].
 *
 * @param string               $form_id  The form.
 * @param array<string, mixed> $fields   The posted fields, unslashed.
 * @param bool                 $files    Whether files were sent.
 * @param string               $redirect The redirect parameter.
 * @return array{0: int, 1: array<string, mixed>}
 */
function embed_submit( string $form_id, array $fields, bool $files, string $redirect ): array {
	if ( ! same_site() ) {
		return array( 403, array( 'error' => __( 'This form cannot be sent from this site.', 'x-elements' ) ) );
	}
	if ( rate_limited( 'embed', 30 ) ) {
		return array( 429, array( 'error' => __( 'Too many attempts from your address: please wait a minute.', 'x-elements' ) ) );
	}
	$size = 0;
	foreach ( $fields as $name => $value ) {
		$size += strlen( (string) $name ) + ( is_string( $value ) ? strlen( $value ) : MAX_EMBED_BODY );
	}
	if ( $size > MAX_EMBED_BODY ) {
		/* translators: %d: the most bytes. */
		return array( 413, array( 'error' => sprintf( __( 'The form is larger than %d bytes.', 'x-elements' ), MAX_EMBED_BODY ) ) );
	}
	$messages = validate_embed( $fields, $files );
	// With a spam check set up, every submission carries a token the provider accepts (the form's data-sitekey),
	// unless it is a retry of one stored already (its reply lost). Either failure is a 422 on the captcha field:
	// the one reply the embedded form shows the visitor (SPEC section 8).
	$captcha = $messages || retried() ? 'ok' : captcha_verdict( is_string( $fields['captcha'] ?? null ) ? $fields['captcha'] : '', 'embed' );
	if ( 'ok' !== $captcha ) {
		$messages['captcha'] = captcha_message( $captcha );
	}
	// The token is spent: it is not the visitor's data.
	unset( $fields['captcha'] );
	if ( $messages ) {
		return array(
			422,
			array(
				'message'             => 'The given data was invalid.',
				'validation_messages' => $messages,
			),
		);
	}
	$id = store_submission(
		'embed',
		$form_id,
		$fields,
		array(
			'email'           => normalise_email( $fields['email'] ?? '' ),
			'idempotency_key' => idempotency_key(),
		)
	);
	if ( null === $id ) {
		return array( 500, array( 'error' => __( 'The form could not be saved. Please try again in a moment.', 'x-elements' ) ) );
	}
	$body = array( 'id' => $id );
	// Only a path of this site: the reply never sends a visitor elsewhere.
	if ( preg_match( '~^/(?!/)[^\s\\\\]*$~D', $redirect ) ) {
		$body['redirect'] = $redirect;
	}
	return array( 201, $body );
}

/**
 * One view counted: [ status, body ].
 *
 * @param string $form_id The form.
 * @return array{0: int, 1: array<string, mixed>}
 */
function embed_view( string $form_id ): array {
	if ( ! same_site() ) {
		return array( 403, array( 'error' => __( 'Views are counted from this site only.', 'x-elements' ) ) );
	}
	if ( rate_limited( 'embed-view', 20 ) ) {
		return array( 429, array( 'error' => __( 'Too many views from your address: please wait a minute.', 'x-elements' ) ) );
	}
	global $wpdb;
	$wpdb->insert(
		tables()['form_views'],
		array(
			'viewed_at' => current_time( 'mysql', true ),
			'form_id'   => $form_id,
			'ip'        => anonymised_ip( client_ip() ),
		)
	);
	return array( 200, array( 'ok' => true ) );
}

/**
 * POST /wp-json/x-elements/v1/embed/submit.
 *
 * @param WP_REST_Request $request The post.
 */
function rest_embed_submit( WP_REST_Request $request ): WP_REST_Response {
	list( $status, $body ) = embed_submit(
		embed_form_id( $request->get_param( 'form' ) ),
		$request->get_body_params(),
		(bool) $request->get_file_params(),
		(string) $request->get_param( 'redirect' )
	);
	return new WP_REST_Response( $body, $status );
}

/**
 * GET /wp-json/x-elements/v1/embed/view.
 *
 * @param WP_REST_Request $request The request.
 */
function rest_embed_view( WP_REST_Request $request ): WP_REST_Response {
	list( $status, $body ) = embed_view( embed_form_id( $request->get_param( 'form' ) ) );
	return new WP_REST_Response( $body, $status );
}

/**
 * The reference server's addresses under the site's home (/api/embed/submit
 * and /api/embed/view), answered before WordPress looks for a page there.
 */
function serve_embed_aliases(): void {
	$home = (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH );
	$path = isset( $_SERVER['REQUEST_URI'] ) ? (string) wp_parse_url( esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ), PHP_URL_PATH ) : '';
	$route = str_starts_with( $path, $home . 'api/embed/' ) ? substr( $path, strlen( $home . 'api/embed/' ) ) : '';
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
	$form   = isset( $_GET['form'] ) ? sanitize_text_field( wp_unslash( $_GET['form'] ) ) : '';
	if ( 'submit' === $route && 'post' === $method ) {
		$redirect = isset( $_GET['redirect'] ) ? sanitize_text_field( wp_unslash( $_GET['redirect'] ) ) : '';
		// The embed protocol carries no nonce (a form provider's forms post from other sites too); same_site() and the rate limit guard it.
		$fields = wp_unslash( $_POST ); // phpcs:ignore XElementsWP.Security -- judged field by field by validate_embed(); stored as JSON, never printed.
		list( $status, $body ) = embed_submit( embed_form_id( $form ), is_array( $fields ) ? $fields : array(), ! empty( $_FILES ), $redirect );
	} elseif ( 'view' === $route && 'get' === $method ) {
		list( $status, $body ) = embed_view( embed_form_id( $form ) );
	} else {
		return;
	}
	reply( $status, $body );
}
