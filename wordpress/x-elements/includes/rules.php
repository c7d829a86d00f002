<?php
/**
 * The forms' rules on the server, the same as the elements' (their source is
 * elements/forms/rules.mjs; tests/wordpress/rules.test.mjs runs both on the
 * same cases and compares every answer).
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The shortest email address the contact form takes. */
const EMAIL_MIN_LENGTH = 6;

/**
 * A text trimmed as JavaScript's trim() does (every Unicode space and line
 * break, not only ASCII's).
 *
 * @param mixed $raw What was sent.
 */
function js_trim( $raw ): string {
	$space = '[\t\n\x{0B}\f\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}]';
	$text  = is_scalar( $raw ) ? (string) $raw : '';
	$out   = preg_replace( '/^' . $space . '+|' . $space . '+$/u', '', $text );
	return is_string( $out ) ? $out : trim( $text ); // Not UTF-8: no Unicode space to find.
}

/**
 * An email address as the rules compare it: trimmed, lower case (Unicode's
 * mapping, as toLowerCase(): the Kelvin sign becomes "k").
 *
 * @param mixed $raw What was sent.
 */
function normalise_email( $raw ): string {
	return mb_strtolower( js_trim( $raw ), 'UTF-8' );
}

/**
 * The contact form's email rule (isValidEmail).
 *
 * @param mixed $raw What was sent.
 */
function is_valid_email( $raw ): bool {
	$email = normalise_email( $raw );
	if ( strlen( $email ) < EMAIL_MIN_LENGTH ) {
		return false;
	}
	$at = strpos( $email, '@', 1 );
	if ( false === $at ) {
		return false;
	}
	$local  = substr( $email, 0, $at );
	$domain = substr( $email, $at + 1 );
	if ( ! preg_match( '/^[a-z0-9!#$%&\'*+\/=?^_`{|}~.-]+$/D', $local ) ) {
		return false;
	}
	if ( preg_match( '/\.{2,}/', $domain ) || str_starts_with( $domain, '.' ) || str_ends_with( $domain, '.' ) ) {
		return false;
	}
	$parts = explode( '.', $domain );
	if ( count( $parts ) < 2 ) {
		return false;
	}
	foreach ( $parts as $part ) {
		if ( ! preg_match( '/^[a-z0-9-]+$/D', $part ) || str_starts_with( $part, '-' ) || str_ends_with( $part, '-' ) ) {
			return false;
		}
	}
	return true;
}

/**
 * The newsletter's general email pattern (matchesEmailPattern): the HTML
 * standard's valid e-mail address, with a dot required in the domain.
 *
 * @param mixed $raw What was sent.
 */
function matches_email_pattern( $raw ): bool {
	$label = '[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?';
	return 1 === preg_match( '/^[a-zA-Z0-9.!#$%&\'*+\/=?^_`{|}~-]+@' . $label . '(?:\.' . $label . ')+$/D', js_trim( $raw ) );
}

/**
 * Whether a value is empty as the rules see it (isEmpty).
 *
 * @param mixed $value A text or a list.
 */
function is_blank( $value ): bool {
	if ( is_array( $value ) ) {
		return array() === $value;
	}
	return '' === js_trim( $value );
}

/**
 * A posted text field, trimmed as the rules trim; '' when absent or not text (the
 * newsletter's, the embedded forms' fields).
 *
 * @param array<string, mixed> $form The posted fields.
 * @param string               $name The field.
 */
function posted_text( array $form, string $name ): string {
	return isset( $form[ $name ] ) && is_string( $form[ $name ] ) ? js_trim( $form[ $name ] ) : '';
}
