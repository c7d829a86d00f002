<?php
/**
 * Form data is read only where a nonce is checked: a function that reads
 * `$_POST` or `$_REQUEST` also calls check_ajax_referer(),
 * check_admin_referer() or wp_verify_nonce() (or the plugin's
 * verify_request() or nonce_ok(), which do); and a function that checks an admin
 * referer also checks a capability with current_user_can().
 *
 * @package XElements
 */

namespace XElementsWP\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

require_once __DIR__ . '/Helpers.php';

/** Form data is read only where a nonce is checked, and admin actions check a capability. */
final class NonceVerificationSniff implements Sniff {

	private const VERIFIERS = array( 'check_ajax_referer', 'check_admin_referer', 'wp_verify_nonce', 'verify_request', 'nonce_ok' );

	/**
	 * The tokens this sniff reads.
	 *
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_VARIABLE, T_STRING );
	}

	/**
	 * Checks one read of form data, or one admin referer check.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  The token.
	 * @return void
	 */
	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		$body   = Helpers::enclosing_function( $file, $ptr );
		if ( T_STRING === $tokens[ $ptr ]['code'] ) {
			if ( 'check_admin_referer' === strtolower( $tokens[ $ptr ]['content'] ) && null !== $body && ! Helpers::calls_between( $file, $body[0], $body[1], array( 'current_user_can' ) ) ) {
				$file->addError( 'An admin action checks its nonce but no capability: call current_user_can() too', $ptr, 'NoCapability' );
			}
			return;
		}
		if ( ! in_array( $tokens[ $ptr ]['content'], array( '$_POST', '$_REQUEST' ), true ) ) {
			return;
		}
		if ( null === $body || ! Helpers::calls_between( $file, $body[0], $body[1], self::VERIFIERS ) ) {
			$file->addError( '%s is read with no nonce check in the same function', $ptr, 'NoNonce', array( $tokens[ $ptr ]['content'] ) );
		}
	}
}
