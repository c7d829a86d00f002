<?php
/**
 * Token helpers the security sniffs share.
 *
 * @package XElements
 */

namespace XElementsWP\Sniffs\Security;

use PHP_CodeSniffer\Files\File;

/** Token helpers the security sniffs share. */
final class Helpers {

	/**
	 * The function (or closure) a token is in, as [opener, closer] of its body, or null.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  The token.
	 * @return array{0: int, 1: int}|null
	 */
	public static function enclosing_function( File $file, int $ptr ): ?array {
		$tokens = $file->getTokens();
		$found  = null;
		foreach ( $tokens[ $ptr ]['conditions'] as $owner => $code ) {
			if ( in_array( $code, array( T_FUNCTION, T_CLOSURE ), true ) && isset( $tokens[ $owner ]['scope_opener'] ) ) {
				$found = array( $tokens[ $owner ]['scope_opener'], $tokens[ $owner ]['scope_closer'] );
			}
		}
		return $found;
	}

	/**
	 * Whether a call to one of $names appears between two tokens.
	 *
	 * @param File         $file  The file.
	 * @param int          $from  First token.
	 * @param int          $to    Last token.
	 * @param list<string> $names Function names, lower case.
	 */
	public static function calls_between( File $file, int $from, int $to, array $names ): bool {
		$tokens = $file->getTokens();
		for ( $i = $from; $i <= $to; $i++ ) {
			if ( T_STRING === $tokens[ $i ]['code'] && in_array( strtolower( $tokens[ $i ]['content'] ), $names, true ) ) {
				$next = $file->findNext( T_WHITESPACE, $i + 1, null, true );
				if ( false !== $next && T_OPEN_PARENTHESIS === $tokens[ $next ]['code'] ) {
					return true;
				}
			}
		}
		return false;
	}

	/**
	 * The name of the function a token is an argument of (the innermost call around it), lower case, or ''.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  The token.
	 */
	public static function wrapping_call( File $file, int $ptr ): string {
		$tokens = $file->getTokens();
		if ( empty( $tokens[ $ptr ]['nested_parenthesis'] ) ) {
			return '';
		}
		$opener = array_key_last( $tokens[ $ptr ]['nested_parenthesis'] );
		$name   = $file->findPrevious( T_WHITESPACE, $opener - 1, null, true );
		return false !== $name && in_array( $tokens[ $name ]['code'], array( T_STRING, T_ISSET, T_EMPTY ), true ) ? strtolower( $tokens[ $name ]['content'] ) : '';
	}
}
