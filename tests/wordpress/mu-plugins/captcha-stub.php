<?php
/**
 * The test site's captcha providers: their verification addresses answered
 * here, never on the network. A token `pass-<action>` passes for that
 * action; `low-<action>` passes with a reCAPTCHA score of 0.1; `down` finds
 * the provider unreachable; `bad-secret` is answered as a wrong secret is;
 * anything else fails. A test tool only: never
 * part of the plugin.
 *
 * @package XElements
 */

add_filter(
	'pre_http_request',
	static function ( $short_circuit, array $args, string $url ) {
		$verify = array( 'https://www.google.com/recaptcha/api/siteverify', 'https://api.hcaptcha.com/siteverify', 'https://challenges.cloudflare.com/turnstile/v0/siteverify' );
		if ( ! in_array( $url, $verify, true ) ) {
			return $short_circuit;
		}
		$token = (string) ( $args['body']['response'] ?? '' );
		file_put_contents( WP_CONTENT_DIR . '/captcha.log', wp_json_encode( array( 'url' => $url, 'secret' => $args['body']['secret'] ?? '', 'response' => $token ) ) . "\n", FILE_APPEND | LOCK_EX );
		if ( 'down' === $token ) {
			return new WP_Error( 'http_request_failed', 'cURL error 28: Connection timed out' );
		}
		$answer = array( 'success' => false );
		if ( 'bad-secret' === $token ) {
			$answer['error-codes'] = array( 'invalid-input-secret' );
		}
		if ( preg_match( '/^(pass|low)-(\w+)$/', $token, $m ) ) {
			$answer = array(
				'success' => true,
				'action'  => $m[2],
				'score'   => 'low' === $m[1] ? 0.1 : 0.9,
			);
		}
		return array(
			'headers'  => array(),
			'body'     => wp_json_encode( $answer ),
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
			'filename' => null,
		);
	},
	10,
	3
);
