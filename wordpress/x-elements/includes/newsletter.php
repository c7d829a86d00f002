<?php
/**
 * The newsletter's subscribe action (SPEC section 7 item 5) on admin-ajax:
 * the same rules as the element, stored once per list and address in the
 * submissions table; replies in the element's shapes, { success } or
 * { error, fields }.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The ajax action, as the page settings name it. */
const SUBSCRIBE_ACTION = 'x_newsletter_subscribe';
/** The most a text field holds, and the most custom fields a form sends. */
const MAX_TEXT   = 200;
const MAX_CUSTOM = 30;

/**
 * The server's copy of the newsletter rules (the reference server's
 * validateSubscription): the record, or [ 'error' => ..., 'fields' => [...] ].
 *
 * @param array<string, mixed> $form The posted fields, unslashed.
 * @return array<string, mixed>
 */
function validate_subscription( array $form ): array {
	$fields = array();
	foreach ( array( 'first_name', 'last_name' ) as $name ) {
		if ( array_key_exists( $name, $form ) && is_blank( posted_text( $form, $name ) ) ) {
			$fields[] = $name;
		}
	}
	$email = normalise_email( posted_text( $form, 'email' ) );
	if ( ! matches_email_pattern( $email ) || ! is_valid_email( $email ) ) {
		$fields[] = 'email';
	}
	if ( $fields ) {
		return array(
			'error'  => ui_strings()['subscription_failed'],
			'fields' => $fields,
		);
	}
	foreach ( array( 'list_id', 'first_name', 'last_name', 'email', 'provider', 'account', 'ip_address', 'checksum' ) as $name ) {
		if ( mb_strlen( posted_text( $form, $name ) ) > MAX_TEXT ) {
			/* translators: 1: a field's name, 2: its most characters. */
			return array( 'error' => sprintf( __( '%1$s is too long (%2$d characters at most).', 'x-elements' ), $name, MAX_TEXT ), 'fields' => array( $name ) );
		}
	}
	if ( '' === posted_text( $form, 'list_id' ) ) {
		return array( 'error' => __( 'This form has no mailing list: list_id is missing.', 'x-elements' ), 'fields' => array() );
	}
	$custom = json_decode( posted_text( $form, 'custom_fields' ) ?: '{}', true );
	$hidden = json_decode( posted_text( $form, 'hidden_fields' ) ?: '[]', true );
	$ok     = static fn( $v ): bool => ( is_string( $v ) && mb_strlen( $v ) <= 1000 )
		|| ( is_array( $v ) && array_is_list( $v ) && count( $v ) <= 50 && array_reduce( $v, static fn( $all, $x ) => $all && is_string( $x ) && mb_strlen( $x ) <= MAX_TEXT, true ) );
	if ( ! is_array( $custom ) || ( $custom && array_is_list( $custom ) ) || count( $custom ) > MAX_CUSTOM || count( array_filter( $custom, $ok ) ) !== count( $custom ) ) {
		/* translators: %d: the most custom fields. */
		return array( 'error' => sprintf( __( 'custom_fields must be an object of at most %d text or list values.', 'x-elements' ), MAX_CUSTOM ), 'fields' => array() );
	}
	if ( ! is_array( $hidden ) || ! array_is_list( $hidden ) || count( $hidden ) > MAX_CUSTOM || count( array_filter( $hidden, static fn( $h ) => is_string( $h ) && mb_strlen( $h ) <= MAX_TEXT ) ) !== count( $hidden ) ) {
		return array( 'error' => __( 'hidden_fields must be a list of field ids.', 'x-elements' ), 'fields' => array() );
	}
	$optional = static fn( string $name ) => array_key_exists( $name, $form ) ? posted_text( $form, $name ) : null;
	return array(
		'record' => array(
			'list_id'       => posted_text( $form, 'list_id' ),
			'email'         => $email,
			'first_name'    => $optional( 'first_name' ),
			'last_name'     => $optional( 'last_name' ),
			'provider'      => posted_text( $form, 'provider' ),
			'account'       => posted_text( $form, 'account' ),
			'ip_address'    => posted_text( $form, 'ip_address' ),
			'checksum'      => posted_text( $form, 'checksum' ),
			'custom_fields' => (object) $custom,
			'hidden_fields' => $hidden,
		),
	);
}

/**
 * Stores a submission once: a retried post (same idempotency key) is not stored twice.
 *
 * @param string               $type    contact, newsletter or embed.
 * @param string               $form_id The form.
 * @param array<string, mixed> $values  What was sent, as stored.
 * @param array<string, mixed> $extra   email, list_id, post_id, idempotency_key.
 * @return int|null The row's id; null when the database refused it.
 */
function store_submission( string $type, string $form_id, array $values, array $extra ): ?int {
	global $wpdb;
	$table = tables()['submissions'];
	$key   = substr( (string) ( $extra['idempotency_key'] ?? '' ), 0, 64 );
	$known = '' !== $key ? find_submission( $key ) : null;
	if ( null !== $known ) {
		return $known;
	}
	$row = array(
		'created_at'      => current_time( 'mysql', true ),
		'form_type'       => $type,
		'form_id'         => substr( $form_id, 0, 100 ),
		'post_id'         => (int) ( $extra['post_id'] ?? 0 ),
		'email'           => substr( (string) ( $extra['email'] ?? '' ), 0, 200 ),
		'list_id'         => substr( (string) ( $extra['list_id'] ?? '' ), 0, 200 ),
		'field_values'    => wp_json_encode( $values ),
		'idempotency_key' => '' === $key ? null : $key,
		'ip'              => client_ip(),
		'user_agent'      => user_agent(),
	);
	// The key is unique: two copies of one post racing each other store one row.
	return false === $wpdb->insert( $table, $row ) ? null : (int) $wpdb->insert_id;
}

/** The subscribe action: checks, rules, one row a list and address. */
function subscribe(): void {
	verify_request( 'subscribe', 20 );
	$form    = wp_unslash( $_POST ); // phpcs:ignore XElementsWP.Security.SanitizedInput -- each field is trimmed, checked and cut by validate_subscription().
	$checked = validate_subscription( is_array( $form ) ? $form : array() );
	if ( isset( $checked['error'] ) ) {
		reply( 200, $checked );
	}
	// With a spam check set up, every signup carries a token the provider accepts (the element's captcha-token),
	// unless it is a retry of one stored already (its reply lost, its token spent).
	$captcha = retried() ? 'ok' : captcha_verdict( isset( $_POST['token'] ) ? sanitize_text_field( wp_unslash( $_POST['token'] ) ) : '', 'newsletter' );
	if ( 'ok' !== $captcha ) {
		reply( 'unreachable' === $captcha ? 503 : 403, array( 'error' => captcha_message( $captcha ) ) );
	}
	$record = $checked['record'];
	global $wpdb;
	$table = tables()['submissions'];
	$known = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE form_type = 'newsletter' AND list_id = %s AND email = %s", $record['list_id'], $record['email'] ) );
	// An address on the list already is not stored again, and gets the same reply as a new one: the form must
	// not tell anyone who is subscribed.
	if ( null === $known ) {
		$stored = store_submission(
			'newsletter',
			$record['list_id'],
			$record,
			array(
				'email'           => $record['email'],
				'list_id'         => $record['list_id'],
				'idempotency_key' => idempotency_key(),
			)
		);
		if ( null === $stored ) {
			reply( 500, array( 'error' => __( 'The subscription could not be saved. Nothing you typed is lost: please try again in a moment.', 'x-elements' ) ) );
		}
	}
	reply( 200, array( 'success' => __( 'Thanks for subscribing!', 'x-elements' ) ) );
}
