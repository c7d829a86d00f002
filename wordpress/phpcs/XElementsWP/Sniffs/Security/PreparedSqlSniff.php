<?php
/**
 * SQL is prepared: what `$wpdb->query()`, `get_var()`, `get_row()`,
 * `get_col()` and `get_results()` run is a `$wpdb->prepare()` call, or a
 * literal whose only interpolations are `$wpdb`'s own table names.
 *
 * @package XElements
 */

namespace XElementsWP\Sniffs\Security;

use PHP_CodeSniffer\Files\File;
use PHP_CodeSniffer\Sniffs\Sniff;

/** SQL is prepared. */
final class PreparedSqlSniff implements Sniff {

	private const RUNNERS = array( 'query', 'get_var', 'get_row', 'get_col', 'get_results' );

	/**
	 * The tokens this sniff reads.
	 *
	 * @return list<int|string>
	 */
	public function register() {
		return array( T_VARIABLE );
	}

	/**
	 * Checks one `$wpdb->` call.
	 *
	 * @param File $file The file.
	 * @param int  $ptr  The token.
	 * @return void
	 */
	public function process( File $file, $ptr ) {
		$tokens = $file->getTokens();
		if ( '$wpdb' !== $tokens[ $ptr ]['content'] || T_OBJECT_OPERATOR !== $tokens[ $ptr + 1 ]['code'] ) {
			return;
		}
		$method = $tokens[ $ptr + 2 ] ?? null;
		$open   = $file->findNext( T_WHITESPACE, $ptr + 3, null, true );
		if ( null === $method || ! in_array( strtolower( $method['content'] ), self::RUNNERS, true ) || false === $open || T_OPEN_PARENTHESIS !== $tokens[ $open ]['code'] ) {
			return;
		}
		$closer = $tokens[ $open ]['parenthesis_closer'];
		$end    = $file->findNext( T_COMMA, $open + 1, $closer );
		$end    = false === $end ? $closer : $end;
		for ( $i = $open + 1; $i < $end; $i++ ) {
			$code = $tokens[ $i ]['code'];
			if ( in_array( $code, array( T_WHITESPACE, T_STRING_CONCAT, T_CONSTANT_ENCAPSED_STRING, T_COMMENT ), true ) ) {
				continue;
			}
			if ( T_VARIABLE === $code && '$wpdb' === $tokens[ $i ]['content'] && T_OBJECT_OPERATOR === $tokens[ $i + 1 ]['code'] ) {
				if ( 'prepare' === strtolower( $tokens[ $i + 2 ]['content'] ) ) {
					$paren = $file->findNext( T_OPEN_PARENTHESIS, $i + 3 );
					$i     = $tokens[ $paren ]['parenthesis_closer'];
				} else {
					$i += 2; // A table name: $wpdb->prefix, $wpdb->posts.
				}
				continue;
			}
			if ( T_DOUBLE_QUOTED_STRING === $code || T_START_HEREDOC === $code ) {
				$text = preg_replace( '/\{?\$wpdb->\w+\}?/', '', $tokens[ $i ]['content'] );
				if ( ! str_contains( $text, '$' ) ) {
					continue;
				}
			}
			$file->addError( '$wpdb->%s() runs SQL built from %s: use $wpdb->prepare()', $i, 'NotPrepared', array( $method['content'], $tokens[ $i ]['content'] ) );
			return;
		}
	}
}
