<?php
/**
 * The theme's header and menus as elements, without editing the theme:
 * Settings > x-elements chooses, and the filters below let a theme or a
 * site's own code choose per block or menu location.
 * - Block themes (Debian's default, Twenty Twenty-Three): the header
 *   template part is wrapped in <x-header mode="fixed|sticky">, and each
 *   Navigation block in <x-menu> (render_block).
 * - Classic themes: the menu wp_nav_menu() prints for a location is wrapped
 *   in <x-menu>, with an <x-mobile-menu> after it when asked (the
 *   Navigation block brings its own mobile menu; a classic theme may not).
 *   A classic theme's header is its own header.php: put <x-header> around
 *   it in a child theme.
 * - Query loops (a block theme's blog, archive and search pages): each
 *   Query Loop block in <x-blog>, so its pagination loads the next page in
 *   place; the pagination block is marked data-x-pagination.
 * - Comments: the Comments Form block in <x-comments> (labels as
 *   placeholders); the form still posts to WordPress's own
 *   wp-comments-post.php.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/**
 * Whether an element loads on this site (Settings > x-elements > Elements).
 *
 * @param string $tag The element's tag.
 */
function element_enabled( string $tag ): bool {
	return ! in_array( $tag, options()['disabled_elements'], true );
}

/**
 * The_content, last: the tags of elements the site does not load written as
 * plain <div data-x-element="x-…"> (never upgraded, so no pre-upgrade style
 * holds their content back).
 *
 * @param string|mixed $content The content.
 * @return string|mixed
 */
function unwrap_disabled_elements( $content ) {
	$off = options()['disabled_elements'];
	if ( ! is_string( $content ) || ! $off || false === stripos( $content, '<x-' ) ) {
		return $content;
	}
	return (string) preg_replace_callback(
		ELEMENT_TAG,
		static function ( array $m ) use ( $off ): string {
			$name = strtolower( $m[2] );
			if ( ! in_array( $name, $off, true ) ) {
				return $m[0];
			}
			return '/' === $m[1] ? '</div>' : '<div data-x-element="' . esc_attr( $name ) . '"' . $m[3] . '>';
		},
		$content
	);
}

/**
 * How the header is wrapped: '' (not), 'fixed' or 'sticky' (the
 * x_elements_wrap_header filter decides per template part).
 *
 * @param array<string, mixed> $block The header's block.
 */
function header_mode( array $block ): string {
	$mode = (string) apply_filters( 'x_elements_wrap_header', options()['wrap_header'], $block );
	return in_array( $mode, array( 'fixed', 'sticky' ), true ) && element_enabled( 'x-header' ) ? $mode : '';
}

/**
 * The render_block filter: the header template part in <x-header>, each Navigation block in <x-menu>.
 *
 * @param string|mixed         $html  The block's HTML.
 * @param array<string, mixed> $block The block.
 * @return string|mixed
 */
function wrap_theme_blocks( $html, $block ) {
	if ( ! is_string( $html ) || '' === trim( $html ) || ! is_array( $block ) || is_admin() ) {
		return $html;
	}
	$name = $block['blockName'] ?? '';
	if ( 'core/template-part' === $name && 'header' === ( $block['attrs']['slug'] ?? '' ) ) {
		$mode = header_mode( $block );
		return '' === $mode ? $html : '<x-header mode="' . esc_attr( $mode ) . '">' . $html . '</x-header>';
	}
	if ( 'core/post-comments-form' === $name && element_enabled( 'x-comments' ) && apply_filters( 'x_elements_wrap_comments', options()['wrap_comments'], $block ) ) {
		return '<x-comments>' . $html . '</x-comments>';
	}
	if ( 'core/navigation' === $name && element_enabled( 'x-menu' ) && apply_filters( 'x_elements_wrap_menu', options()['wrap_menu'], $block ) ) {
		return '<x-menu>' . $html . '</x-menu>';
	}
	if ( ! element_enabled( 'x-blog' ) || ! apply_filters( 'x_elements_wrap_blog', options()['wrap_blog'], $block ) ) {
		return $html;
	}
	if ( 'core/query' === $name ) {
		// The same id on every page of the loop: x-blog finds its module in the next page by it.
		$id = 'x-blog-query-' . absint( $block['attrs']['queryId'] ?? 0 );
		return '<x-blog id="' . esc_attr( $id ) . '">' . $html . '</x-blog>';
	}
	if ( 'core/query-pagination' === $name ) {
		return (string) preg_replace( '~^(\s*<nav\b)~i', '$1 data-x-pagination', $html, 1 );
	}
	return $html;
}

/**
 * The wp_nav_menu filter (classic themes): the menu of a location in
 * <x-menu>, and an <x-mobile-menu> built from it when asked.
 *
 * @param string|mixed $html The menu's HTML.
 * @param object|mixed $args wp_nav_menu()'s arguments.
 * @return string|mixed
 */
function wrap_nav_menu( $html, $args ) {
	$location = is_object( $args ) && isset( $args->theme_location ) ? (string) $args->theme_location : '';
	if ( ! is_string( $html ) || '' === $location || ! element_enabled( 'x-menu' ) || ! apply_filters( 'x_elements_wrap_menu', options()['wrap_menu'], $location ) ) {
		return $html;
	}
	$id     = 'x-menu-' . sanitize_html_class( $location );
	$mobile = options()['mobile_menu'] && element_enabled( 'x-mobile-menu' ) ? '<x-mobile-menu menu="#' . esc_attr( $id ) . '"></x-mobile-menu>' : '';
	return '<x-menu id="' . esc_attr( $id ) . '">' . $html . '</x-menu>' . $mobile;
}
