<?php
/**
 * Output is escaped: each part of what `echo`, `print`, `exit`/`die` or
 * `printf` writes is a literal, a number, or the result of an escaping
 * function (esc_html, esc_attr, wp_kses, wp_json_encode, ...). `_e()` and
 * `_ex()` write translations unescaped, so they are refused too.
 *
 * @package XElements
 */

namespace XElementsWP\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

require_once __DIR__ . '/Helpers.php';

/** Output is escaped. */
final class EscapedOutputSniff implements Sniff {

	/** Functions whose result is safe to write into HTML. */
	public const ESCAPES = array(
		'esc_html', 'esc_attr', 'esc_url', 'esc_js', 'esc_textarea', 'esc_xml', 'esc_html__', 'esc_attr__', 'esc_html_x', 'esc_attr_x',
		'wp_kses', 'wp_kses_post', 'wp_kses_data', 'wp_json_encode', 'absint', 'intval', 'floatval', 'number_format_i18n', 'count',
		'selected', 'checked', 'disabled', 'submit_button', 'get_submit_button', 'wp_nonce_field', 'settings_fields', 'do_settings_sections',
	);

	/** Functions that write, with the arguments that must be escaped (index from 0; -1: all). */
	private const WRITERS = array(
		'printf'  => -1,
		'vprintf' => -1,
	);

	/**
	 * The tokens this sniff reads.
	 *
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_ECHO, T_PRINT, T_EXIT, T_STRING, T_OPEN_TAG_WITH_ECHO );
	}

	/**
	 * Checks one statement that writes.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  The token.
	 * @return void
	 */
	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		$code   = $tokens[ $ptr ]['code'];
		if ( T_STRING === $code ) {
			$name = strtolower( $tokens[ $ptr ]['content'] );
			$open = $file->findNext( T_WHITESPACE, $ptr + 1, null, true );
			if ( false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
				return;
			}
			$before = $file->findPrevious( T_WHITESPACE, $ptr - 1, null, true );
			if ( false !== $before && in_array( $tokens[ $before ]['code'], array( T_OBJECT_OPERATOR, T_DOUBLE_COLON, T_FUNCTION, T_NULLSAFE_OBJECT_OPERATOR ), true ) ) {
				return;
			}
			if ( in_array( $name, array( '_e', '_ex' ), true ) ) {
				$file->addError( '%s() writes a translation unescaped: use esc_html_e() or esc_attr_e()', $ptr, 'UnescapedTranslation', array( $name ) );
				return;
			}
			if ( ! isset( self::WRITERS[ $name ] ) ) {
				return;
			}
			$this->check_parts( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'] - 1, $name . '()' );
			return;
		}
		if ( T_EXIT === $code ) {
			$open = $file->findNext( T_WHITESPACE, $ptr + 1, null, true );
			if ( false !== $open && T_OPEN_PARENTHESIS === $tokens[ $open ]['code'] ) {
				$this->check_parts( $file, $open + 1, $tokens[ $open ]['parenthesis_closer'] - 1, 'exit' );
			}
			return;
		}
		$end = $file->findNext( array( T_SEMICOLON, T_CLOSE_TAG ), $ptr + 1 );
		$this->check_parts( $file, $ptr + 1, ( false === $end ? $file->numTokens : $end ) - 1, $tokens[ $ptr ]['content'] );
	}

	/**
	 * Each part (split at "." and "," outside brackets) of an expression is safe.
	 *
	 * @param File   $file   The file.
	 * @param int    $from   First token of the expression.
	 * @param int    $to     Last token.
	 * @param string $writer What writes it, for the message.
	 * @return void
	 */
	private function check_parts( File $file, int $from, int $to, string $writer ) {
		$tokens = $file->getTokens();
		$start  = true;
		for ( $i = $from; $i <= $to; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( in_array( $code, array( T_WHITESPACE, T_COMMENT ), true ) ) {
				continue;
			}
			if ( in_array( $code, array( T_STRING_CONCAT, T_COMMA ), true ) ) {
				$start = true;
				continue;
			}
			if ( ! $start ) {
				if ( isset( $tokens[ $i ]['parenthesis_closer'] ) ) {
					$i = $tokens[ $i ]['parenthesis_closer'];
				}
				continue;
			}
			$start = false;
			if ( in_array( $code, array( T_CONSTANT_ENCAPSED_STRING, T_LNUMBER, T_DNUMBER, T_INT_CAST, T_BOOL_CAST, T_DOUBLE_CAST ), true ) ) {
				continue;
			}
			if ( T_STRING === $code && in_array( strtolower( $tokens[ $i ]['content'] ), self::ESCAPES, true ) ) {
				$open = $file->findNext( T_WHITESPACE, $i + 1, null, true );
				if ( false !== $open && isset( $tokens[ $open ]['parenthesis_closer'] ) ) {
					$i = $tokens[ $open ]['parenthesis_closer'];
					continue;
				}
			}
			$file->addError( '%s writes %s unescaped: wrap it in esc_html(), esc_attr(), esc_url() or wp_kses()', $i, 'Unescaped', array( $writer, $tokens[ $i ]['content'] ) );
			return;
		}
	}
}
