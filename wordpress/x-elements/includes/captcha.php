<?php
/**
 * The spam check on the server: a form's captcha token, asked for in the
 * browser from the provider the site registers (registerCaptchaProvider),
 * is verified here with that provider's secret before anything is stored
 * or mailed. Without a provider and secret in Settings > x-elements there
 * is nothing to verify with, and forms are judged as before (the contact
 * form's maths captcha, the rate limits).
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** Each provider's verification address (all three take secret, response and remoteip, and answer JSON with success). */
const CAPTCHA_PROVIDERS = array(
	'recaptcha' => 'https://www.google.com/recaptcha/api/siteverify',
	'hcaptcha'  => 'https://api.hcaptcha.com/siteverify',
	'turnstile' => 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
);

/** Whether a spam check is set up: a provider and its secret. */
function captcha_configured(): bool {
	$options = options();
	return isset( CAPTCHA_PROVIDERS[ $options['captcha_provider'] ] ) && '' !== $options['captcha_secret'];
}

/**
 * A token's verdict: 'ok', 'refused' (none, or the provider said no, or a
 * score below the least taken, or another action's), or 'unreachable' (the
 * provider did not answer: nothing is stored, and the visitor is told to
 * try again, nothing they typed lost). 'ok' with no spam check set up.
 *
 * @param string $token  The token the form sent.
 * @param string $action The form's action, as the provider was asked ('contact', 'newsletter', 'embed').
 */
function captcha_verdict( string $token, string $action ): string {
	if ( ! captcha_configured() ) {
		return 'ok';
	}
	if ( '' === $token || strlen( $token ) > 4096 ) {
		return 'refused';
	}
	$options = options();
	$reply   = wp_remote_post(
		CAPTCHA_PROVIDERS[ $options['captcha_provider'] ],
		array(
			'timeout' => 5,
			'body'    => array(
				'secret'   => $options['captcha_secret'],
				'response' => $token,
				'remoteip' => client_ip(),
			),
		)
	);
	if ( is_wp_error( $reply ) || 200 !== wp_remote_retrieve_response_code( $reply ) ) {
		return 'unreachable';
	}
	$answer = json_decode( wp_remote_retrieve_body( $reply ), true );
	if ( ! is_array( $answer ) ) {
		captcha_problem( __( 'the provider\'s answer was not JSON', 'x-elements' ) );
		return 'unreachable';
	}
	if ( true !== ( $answer['success'] ?? null ) ) {
		// The site's own mistake (its secret) or the provider's: not the visitor's, who may try again later.
		$codes = array_intersect( (array) ( $answer['error-codes'] ?? array() ), array( 'missing-input-secret', 'invalid-input-secret', 'sitekey-secret-mismatch', 'internal-error', 'bad-request' ) );
		if ( $codes ) {
			/* translators: %s: the provider's error codes. */
			captcha_problem( sprintf( __( 'the provider refused the check itself (%s)', 'x-elements' ), implode( ', ', $codes ) ) );
			return 'unreachable';
		}
		return 'refused';
	}
	// reCAPTCHA v3 scores each visit from 0 (a bot) to 1: below the least taken is a refusal (hCaptcha's
	// Enterprise score runs the other way, so it is read for reCAPTCHA only).
	$least = (float) apply_filters( 'x_elements_captcha_min_score', 0.5, $action );
	if ( 'recaptcha' === $options['captcha_provider'] && isset( $answer['score'] ) && (float) $answer['score'] < $least ) {
		return 'refused';
	}
	// A token made for another action (another form's) is not this form's, where the provider names it
	// (reCAPTCHA v3, Turnstile).
	if ( isset( $answer['action'] ) && is_string( $answer['action'] ) && '' !== $answer['action'] && $answer['action'] !== $action ) {
		return 'refused';
	}
	return 'ok';
}

/** The transient keeping the spam check's last problem of the site's own, for the settings page. */
const CAPTCHA_PROBLEM = 'x_elements_captcha_problem';

/**
 * Keeps a problem that is the site's or the provider's (a wrong secret, an
 * unreadable answer) for a day: the settings page says it, as visitors are
 * only told to try again.
 *
 * @param string $what What went wrong.
 */
function captcha_problem( string $what ): void {
	set_transient( CAPTCHA_PROBLEM, array( 'what' => $what, 'at' => time() ), DAY_IN_SECONDS );
}

/**
 * What a visitor is told when the check fails.
 *
 * @param string $verdict captcha_verdict()'s answer.
 */
function captcha_message( string $verdict ): string {
	return 'unreachable' === $verdict
		? ui_strings()['captcha_error']
		: __( 'The spam check did not pass. Nothing you typed is lost: please try again.', 'x-elements' );
}
