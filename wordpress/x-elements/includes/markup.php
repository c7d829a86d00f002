<?php
/**
 * Reading and rewriting the HTML of posts and pages, shared by every part
 * that does (the wpautop guard, kses, the contact form, split tests, the
 * theme wrappers, server-side blocking): a tag scanner that knows quoted
 * attribute values, the outermost elements of a tag, and a DOM for a
 * fragment (libxml) with the few queries the parts need.
 *
 * @package XElements
 */

namespace XElements;

use DOMDocument;
use DOMElement;
use DOMXPath;

defined( 'ABSPATH' ) || exit;

/** A start tag's attributes, as the HTML tokenizer reads them (a quoted value may hold ">"). */
const TAG_ATTRIBUTES = '(?:\s+(?:[^\s"\'>/=]+(?:\s*=\s*(?:"[^"]*"|\'[^\']*\'|[^\s"\'>]+))?|/))*\s*';
/** An x-* start or end tag: 1 the slash of an end tag, 2 the name, 3 the attributes. */
const ELEMENT_TAG = '~<(/?)(x-[a-z0-9-]+)(' . TAG_ATTRIBUTES . ')>~i';

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
 * Some HTML with each outermost element of a tag (any x-* tag with '')
 * replaced by what $replace makes of its markup.
 *
 * @param string   $html    The HTML.
 * @param string   $tag     The tag, or '' for any x-* tag.
 * @param callable $replace Takes the element's markup, returns the new markup.
 */
function map_elements( string $html, string $tag, callable $replace ): string {
	$out = '';
	$at  = 0;
	foreach ( outermost_elements( $html, $tag ) as list( $offset, $length ) ) {
		$out .= substr( $html, $at, $offset - $at ) . $replace( substr( $html, $offset, $length ) );
		$at   = $offset + $length;
	}
	return $out . substr( $html, $at );
}

/**
 * Some HTML as a document of its own (UTF-8; libxml's complaints about
 * custom tags kept quiet). The fragment is the body's content.
 *
 * @param string $html The HTML.
 */
function parse_html( string $html ): DOMDocument {
	$doc      = new DOMDocument();
	$previous = libxml_use_internal_errors( true );
	$doc->loadHTML( '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body>' . $html . '</body></html>', LIBXML_NONET | LIBXML_COMPACT );
	libxml_clear_errors();
	libxml_use_internal_errors( $previous );
	return $doc;
}

/**
 * The nearest of an element and its ancestors that matches.
 *
 * @param DOMElement $el    The element.
 * @param callable   $match Takes a DOMElement, says whether it matches.
 */
function closest( DOMElement $el, callable $match ): ?DOMElement {
	for ( $node = $el; $node instanceof DOMElement; $node = $node->parentNode ) {
		if ( $match( $node ) ) {
			return $node;
		}
	}
	return null;
}

/**
 * The elements under a node that an XPath expression finds, in document order.
 *
 * @param DOMElement $root  Where to look.
 * @param string     $xpath Relative to $root.
 * @return list<DOMElement>
 */
function find_all( DOMElement $root, string $xpath ): array {
	$found = ( new DOMXPath( $root->ownerDocument ) )->query( $xpath, $root );
	return false === $found ? array() : array_values( array_filter( iterator_to_array( $found ), static fn( $n ) => $n instanceof DOMElement ) );
}
