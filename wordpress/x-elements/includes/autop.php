<?php
/**
 * The wpautop guard. Classic content goes through wpautop, which wraps lines
 * in <p> and breaks in <br>; inside an element that breaks its structure (the
 * parser closes a <p> at the first block inside it, so tabs lose their
 * panels and a slider its slides) while the element still upgrades. Before
 * wpautop (priority 10), each outermost x-* element is set aside behind a
 * placeholder that wpautop leaves alone; right after it (still priority 10,
 * before shortcodes run at 11), the elements come back as the author wrote them.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** An x-* start or end tag (attribute values may hold ">"). */
const ELEMENT_TAG = '~<(/?)(x-[a-z0-9-]+)((?:\s+(?:[^\s"\'>/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?|/))*\s*)>~i';

/**
 * The outermost x-* elements of some HTML (or, with $only, the outermost
 * elements of that tag, wherever they are), as [offset, length] pairs: each
 * from its start tag to the end tag that closes it (nested ones of the same
 * name counted); one never closed runs to the end.
 *
 * @param string $html The HTML.
 * @param string $only A tag name, or '' for any x-* tag.
 * @return list<array{0: int, 1: int}>
 */
function outermost_elements( string $html, string $only = '' ): array {
	if ( false === stripos( $html, '<x-' ) || ! preg_match_all( ELEMENT_TAG, $html, $tags, PREG_SET_ORDER | PREG_OFFSET_CAPTURE ) ) {
		return array();
	}
	$found = array();
	$open  = null; // The outermost element being read: [name, offset, depth].
	foreach ( $tags as $tag ) {
		$closing = '/' === $tag[1][0];
		$name    = strtolower( $tag[2][0] );
		$offset  = $tag[0][1];
		if ( null === $open ) {
			if ( ! $closing && ( '' === $only || $name === $only ) ) {
				$open = array( $name, $offset, 1 );
			}
			continue;
		}
		if ( $name !== $open[0] ) {
			continue;
		}
		$open[2] += $closing ? -1 : 1;
		if ( 0 === $open[2] ) {
			$found[] = array( $open[1], $offset + strlen( $tag[0][0] ) - $open[1] );
			$open    = null;
		}
	}
	if ( null !== $open ) {
		$found[] = array( $open[1], strlen( $html ) - $open[1] );
	}
	return $found;
}

/**
 * The elements held for this request, by placeholder number.
 *
 * @param list<string>|null $set A new list to keep, or null to read it.
 * @return list<string>
 */
function held( ?array $set = null ): array {
	static $held = array();
	if ( null !== $set ) {
		$held = $set;
	}
	return $held;
}

/**
 * This request's placeholder mark: random, so content cannot name a
 * placeholder and pull in an element another post set aside.
 */
function held_mark(): string {
	static $mark = null;
	$mark ??= wp_generate_password( 16, false );
	return $mark;
}

/**
 * The placeholder for the element at $index: a block-level tag wpautop
 * neither wraps nor breaks.
 *
 * @param int $index The element's number.
 */
function placeholder( int $index ): string {
	return '<div data-x-elements-held="' . held_mark() . '-' . $index . '"></div>';
}

/**
 * Before wpautop: each outermost element replaced by its placeholder.
 *
 * @param string|mixed $content The post content.
 * @return string|mixed
 */
function hold_elements( $content ) {
	if ( ! is_string( $content ) || false === has_filter( 'the_content', 'wpautop' ) ) {
		return $content;
	}
	$held = held();
	$out  = '';
	$at   = 0;
	foreach ( outermost_elements( $content ) as list( $offset, $length ) ) {
		$out   .= substr( $content, $at, $offset - $at ) . "\n\n" . placeholder( count( $held ) ) . "\n\n";
		$held[] = substr( $content, $offset, $length );
		$at     = $offset + $length;
	}
	held( $held );
	return $out . substr( $content, $at );
}

/**
 * After wpautop: the elements back in their places, as written.
 *
 * @param string|mixed $content The post content.
 * @return string|mixed
 */
function release_elements( $content ) {
	$held = held();
	if ( ! is_string( $content ) || ! $held ) {
		return $content;
	}
	$content = preg_replace_callback(
		'~(?:<p>\s*)?<div data-x-elements-held="' . held_mark() . '-(\d+)"></div>(?:\s*</p>)?~',
		static fn( array $m ): string => $held[ (int) $m[1] ] ?? '',
		$content
	);
	return $content;
}
