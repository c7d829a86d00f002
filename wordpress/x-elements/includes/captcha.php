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
	if ( ! is_array( $answer ) || true !== ( $answer['success'] ?? null ) ) {
		return 'refused';
	}
	// reCAPTCHA v3 scores each visit from 0 (a bot) to 1: below the least taken is a refusal.
	$least = (float) apply_filters( 'x_elements_captcha_min_score', 0.5, $action );
	if ( isset( $answer['score'] ) && (float) $answer['score'] < $least ) {
		return 'refused';
	}
	// A token made for another action (another form's) is not this form's.
	if ( isset( $answer['action'] ) && is_string( $answer['action'] ) && '' !== $answer['action'] && $answer['action'] !== $action ) {
		return 'refused';
	}
	return 'ok';
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
