<?php
/**
 * Input is unslashed and sanitised where it is read: each `$_POST[...]`,
 * `$_GET[...]`, `$_REQUEST[...]`, `$_COOKIE[...]` or `$_SERVER[...]` value is
 * an argument of wp_unslash() (itself inside a sanitising function) or of a
 * function that sanitises, or only tested with isset() or empty().
 *
 * @package XElements
 */

namespace XElementsWP\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

require_once __DIR__ . '/Helpers.php';

/** Input is unslashed and sanitised where it is read. */
final class SanitizedInputSniff implements Sniff {

	/** Functions whose result is clean input. */
	public const SANITIZERS = array(
		'sanitize_text_field', 'sanitize_textarea_field', 'sanitize_email', 'sanitize_key', 'sanitize_title', 'sanitize_file_name',
		'sanitize_url', 'esc_url_raw', 'absint', 'intval', 'floatval', 'boolval', 'wp_kses_post', 'wp_kses', 'rest_sanitize_boolean',
		'is_numeric', 'is_string', 'is_array', 'wp_verify_nonce', 'check_ajax_referer', 'in_array', 'map_deep', 'array_map', 'sanitize_field',
	);

	/**
	 * The tokens this sniff reads.
	 *
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_VARIABLE );
	}

	/**
	 * Checks one read of a superglobal.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  The token.
	 * @return void
	 */
	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( ! in_array( $tokens[ $ptr ]['content'], array( '$_POST', '$_GET', '$_REQUEST', '$_COOKIE', '$_SERVER' ), true ) ) {
			return;
		}
		$call = Helpers::wrapping_call( $file, $ptr );
		if ( in_array( $call, array( 'isset', 'empty' ), true ) ) {
			return;
		}
		if ( 'wp_unslash' === $call ) {
			$opener = array_key_last( $tokens[ $ptr ]['nested_parenthesis'] );
			$outer  = Helpers::wrapping_call( $file, (int) $file->findPrevious( T_WHITESPACE, $opener - 1, null, true ) );
			if ( in_array( $outer, self::SANITIZERS, true ) ) {
				return;
			}
			$file->addError( 'wp_unslash( %s ) is not sanitised: wrap it in sanitize_text_field() or another sanitiser', $ptr, 'NotSanitized', array( $tokens[ $ptr ]['content'] ) );
			return;
		}
		if ( in_array( $call, self::SANITIZERS, true ) && ! in_array( $call, array( 'sanitize_text_field', 'sanitize_textarea_field', 'sanitize_email', 'wp_kses_post', 'wp_kses' ), true ) ) {
			return; // Numbers, keys and checks need no unslashing.
		}
		$file->addError( '%s is read without wp_unslash() and a sanitiser', $ptr, 'NotUnslashed', array( $tokens[ $ptr ]['content'] ) );
	}
}
