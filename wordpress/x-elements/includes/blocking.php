<?php
/**
 * Consent the WordPress way: when consent is on, known vendors' <script> and
 * <iframe> tags are held in the page's HTML on the server, before it leaves
 * (an output buffer over the whole page, as the WordPress consent plugins
 * do), so the browser never parses them as live before the visitor allows
 * their category. A script gets type="text/plain" and data-x-category; an
 * iframe's src moves to data-x-src: the convention the client blocker
 * restores once allowed, and the blocker still catches what scripts insert
 * later. Addresses are compared as the client blocker compares them
 * (elements/consent/address.ts): parsed, the path percent-decoded and its
 * dot segments collapsed, lower case; a host pattern matches at a label
 * boundary. The providers are the client's (elements/consent/providers.json,
 * through the generated manifest.php) and the settings' own.
 *
 * Every page is rewritten the same way, whatever the visitor chose: a page
 * cache serves one copy to everyone, and the client restores at once what
 * the visitor's cookie already allows.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/**
 * An http(s) address as `host/path`, normalised as the client blocker's
 * addressOf() does; null for another scheme.
 *
 * @param string $raw  The address as written (entities already decoded).
 * @param string $base The page's address, for relative ones.
 */
function address_of( string $raw, string $base ): ?string {
	$raw = trim( $raw, " \t\n\r\f\v\0" );
	if ( str_starts_with( $raw, '//' ) ) {
		$raw = (string) wp_parse_url( $base, PHP_URL_SCHEME ) . ':' . $raw;
	} elseif ( ! preg_match( '~^[a-z][a-z0-9+.-]*:~i', $raw ) ) {
		return null; // A path of this site: no provider's.
	}
	$url = wp_parse_url( str_replace( '\\', '/', $raw ) );
	if ( ! is_array( $url ) || empty( $url['host'] ) || ! in_array( strtolower( (string) ( $url['scheme'] ?? '' ) ), array( 'http', 'https' ), true ) ) {
		return null;
	}
	$path = (string) ( $url['path'] ?? '/' );
	for ( $i = 0; $i < 3; $i++ ) {
		$decoded = rawurldecode( $path );
		if ( $decoded === $path ) {
			break;
		}
		$path = $decoded;
	}
	$segments = array();
	foreach ( explode( '/', str_replace( '\\', '/', $path ) ) as $segment ) {
		if ( '..' === $segment ) {
			array_pop( $segments );
		} elseif ( '' !== $segment && '.' !== $segment ) {
			$segments[] = $segment;
		}
	}
	$host = rtrim( rawurldecode( (string) $url['host'] ), '.' );
	return strtolower( $host . '/' . implode( '/', $segments ) );
}

/**
 * A provider pattern in the same form (patternOf).
 *
 * @param string $pattern `host[/path]`, `/path`, or a full address.
 */
function pattern_of( string $pattern ): string {
	$p = strtolower( trim( $pattern ) );
	if ( preg_match( '~^[a-z][a-z0-9+.-]*://~', $p ) || str_starts_with( $p, '//' ) ) {
		$address = address_of( str_starts_with( $p, '//' ) ? 'http:' . $p : $p, 'http://x/' );
		return null === $address ? $p : rtrim( $address, '/' );
	}
	return $p;
}

/**
 * Whether a normalised address matches a normalised pattern (matches()):
 * at the start or after a dot of the host, or a path anywhere.
 *
 * @param string $address The address.
 * @param string $pattern The pattern.
 */
function address_matches( string $address, string $pattern ): bool {
	if ( '' === $pattern ) {
		return false;
	}
	for ( $at = strpos( $address, $pattern ); false !== $at; $at = strpos( $address, $pattern, $at + 1 ) ) {
		if ( str_starts_with( $pattern, '/' ) || str_starts_with( $pattern, '.' ) || 0 === $at ) {
			return true;
		}
		$slash = strpos( $address, '/' );
		if ( '.' === $address[ $at - 1 ] && false !== $slash && $slash > $at ) {
			return true;
		}
	}
	return false;
}

/**
 * The providers held back: the settings' own first, then the client's defaults.
 *
 * @return list<array{pattern: string, category: string}>
 */
function blocked_providers(): array {
	static $providers = null;
	if ( null !== $providers ) {
		return $providers;
	}
	$defaults = array_map(
		static fn( array $p ) => array(
			'pattern'  => $p[0],
			'category' => $p[1],
		),
		manifest()['providers']
	);
	$providers = array_map(
		static fn( array $p ) => array(
			'pattern'  => pattern_of( $p['pattern'] ),
			'category' => $p['category'],
		),
		array_merge( options()['providers'], $defaults )
	);
	return $providers;
}

/**
 * The consent category an address belongs to, or null.
 *
 * @param string $raw The address as written in the page.
 */
function category_of( string $raw ): ?string {
	$address = address_of( html_entity_decode( $raw, ENT_QUOTES | ENT_HTML5, 'UTF-8' ), home_url( '/' ) );
	if ( null === $address ) {
		return null;
	}
	foreach ( blocked_providers() as $provider ) {
		if ( address_matches( $address, $provider['pattern'] ) ) {
			return $provider['category'];
		}
	}
	return null;
}

/** One attribute of a start tag: its name, and its value as written (quoted or not). */
const ATTRIBUTE = '~\s([^\s"\'>/=]+)(?:\s*=\s*("[^"]*"|\'[^\']*\'|[^\s"\'>]+))?~';

/**
 * A start tag's attributes, by lower-case name (the first of each name wins,
 * as in the HTML parser), each [ offset in the tag, length, value unquoted ].
 *
 * @param string $tag The start tag.
 * @return array<string, array{0: int, 1: int, 2: string}>
 */
function tag_attributes( string $tag ): array {
	preg_match_all( ATTRIBUTE, $tag, $found, PREG_SET_ORDER | PREG_OFFSET_CAPTURE );
	$attributes = array();
	foreach ( $found as $match ) {
		$name = strtolower( $match[1][0] );
		if ( ! isset( $attributes[ $name ] ) ) {
			$value               = isset( $match[2] ) ? trim( $match[2][0], '"\'' ) : '';
			$attributes[ $name ] = array( $match[0][1], strlen( $match[0][0] ), $value );
		}
	}
	return $attributes;
}

/**
 * A script or iframe start tag held back, or as it was.
 *
 * @param string $tag  The start tag.
 * @param string $name script or iframe.
 */
function hold_tag( string $tag, string $name ): string {
	$attributes = tag_attributes( $tag );
	if ( ! isset( $attributes['src'] ) || isset( $attributes['data-x-category'] ) ) {
		return $tag; // Inline, or marked by its author already.
	}
	$category = category_of( $attributes['src'][2] );
	if ( null === $category ) {
		return $tag;
	}
	$mark = ' data-x-category="' . esc_attr( $category ) . '"';
	if ( 'iframe' === $name ) {
		// The address moves aside, as the marked-embed convention has it.
		list( $at, $length, $value ) = $attributes['src'];
		return substr( $tag, 0, $at ) . ' data-x-src="' . esc_attr( $value ) . '"' . $mark . substr( $tag, $at + $length );
	}
	// A script with a type of its own is replaced whole: the first type attribute is the one the parser reads.
	if ( isset( $attributes['type'] ) ) {
		list( $at, $length ) = $attributes['type'];
		$tag                 = substr( $tag, 0, $at ) . substr( $tag, $at + $length );
	}
	return (string) preg_replace( '~^<script~i', '<script type="text/plain"' . $mark, $tag );
}

/**
 * The page's HTML with known vendors' scripts and iframes held. Script and
 * style bodies, comments and textareas are skipped: what looks like a tag
 * there is text.
 *
 * @param string $html The page.
 */
function hold_vendors( string $html ): string {
	$out = '';
	$at  = 0;
	$tag = '~<!--|<(script|iframe|style|textarea)\b' . TAG_ATTRIBUTES . '>~i';
	while ( preg_match( $tag, $html, $m, PREG_OFFSET_CAPTURE, $at ) ) {
		$start = $m[0][1];
		$out  .= substr( $html, $at, $start - $at );
		if ( '<!--' === $m[0][0] ) {
			$end  = strpos( $html, '-->', $start + 4 );
			$end  = false === $end ? strlen( $html ) : $end + 3;
			$out .= substr( $html, $start, $end - $start );
			$at   = $end;
			continue;
		}
		$name = strtolower( $m[1][0] );
		$open = $m[0][0];
		$out .= in_array( $name, array( 'script', 'iframe' ), true ) ? hold_tag( $open, $name ) : $open;
		$at   = $start + strlen( $open );
		if ( 'iframe' !== $name ) {
			// Raw text up to the element's end tag.
			$close = stripos( $html, '</' . $name, $at );
			$close = false === $close ? strlen( $html ) : $close;
			$out  .= substr( $html, $at, $close - $at );
			$at    = $close;
		}
	}
	return $out . substr( $html, $at );
}

/** The template_redirect action: the page's output buffered and held, when consent is on and this is a page for visitors. */
function start_holding_vendors(): void {
	if ( ! options()['consent'] || is_admin() || is_feed() || is_embed() || wp_doing_ajax() || ( defined( 'REST_REQUEST' ) && REST_REQUEST ) || is_customize_preview() ) {
		return;
	}
	ob_start( __NAMESPACE__ . '\\hold_vendors' );
}
