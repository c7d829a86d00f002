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
	$held    = held();
	$content = map_elements(
		$content,
		'',
		static function ( string $element ) use ( &$held ): string {
			$held[] = $element;
			return "\n\n" . placeholder( count( $held ) - 1 ) . "\n\n";
		}
	);
	held( $held );
	return $content;
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
