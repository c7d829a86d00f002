<?php
/**
 * Author-safe content: what kses keeps in a post for users without
 * unfiltered_html (Authors and Contributors; on multisite everyone but super
 * admins). Every x-* tag with its documented attributes (from
 * custom-elements.json, through the generated manifest.php), `slot` and the
 * global attributes on every tag, and the markup the elements wrap (forms and
 * their controls, video and audio sources). Event handlers, `<script>` and
 * unsafe URL schemes stay out: kses drops any attribute not listed here and
 * checks the scheme of every URL attribute, ours included; the library's
 * sanitiser is the second line.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/**
 * The elements' attributes and which of them are URLs (custom-elements.json),
 * and the providers the consent blocker holds (elements/consent/providers.json).
 *
 * @return array{tags: array<string, list<string>>, uris: list<string>, providers: list<array{0: string, 1: string}>}
 */
function manifest(): array {
	static $manifest = null;
	if ( null === $manifest ) {
		$manifest = require __DIR__ . '/manifest.php';
	}
	return $manifest;
}

/**
 * The attributes every kept tag may carry (kses's global ones, and `slot`).
 *
 * @return array<string, bool>
 */
function global_attributes(): array {
	$names = array(
		'class', 'id', 'style', 'title', 'role', 'lang', 'dir', 'hidden', 'tabindex', 'slot',
		'aria-controls', 'aria-current', 'aria-describedby', 'aria-details', 'aria-expanded', 'aria-hidden',
		'aria-label', 'aria-labelledby', 'aria-live', 'aria-pressed', 'aria-selected', 'aria-haspopup',
		'aria-required', 'aria-invalid', 'aria-disabled', 'aria-level', 'aria-valuenow', 'aria-valuemin', 'aria-valuemax',
	);
	return array_fill_keys( $names, true ) + array( 'data-*' => true );
}

/** The input types an Author's markup may use: every one but `password`. */
const INPUT_TYPES = array( 'text', 'email', 'tel', 'url', 'number', 'range', 'date', 'datetime-local', 'month', 'week', 'time', 'color', 'checkbox', 'radio', 'hidden', 'search', 'submit', 'reset', 'button', 'file', 'image' );

/** A visitor's contact and address details, the autofill tokens an Author's markup may use. */
const AUTOFILL = array(
	'name', 'honorific-prefix', 'given-name', 'additional-name', 'family-name', 'honorific-suffix', 'nickname',
	'email', 'organization-title', 'organization', 'street-address', 'address-line1', 'address-line2', 'address-line3',
	'address-level1', 'address-level2', 'address-level3', 'address-level4', 'country', 'country-name', 'postal-code',
	'tel', 'tel-country-code', 'tel-national', 'tel-area-code', 'tel-local', 'tel-extension', 'url', 'bday', 'bday-day',
	'bday-month', 'bday-year', 'language', 'sex',
);

/**
 * The autofill values an Author's markup may use: `on`, `off`, and each
 * contact or address token alone or for `shipping` or `billing`; never
 * credentials (`username`, `current-password`, `new-password`,
 * `one-time-code`) nor payment cards.
 *
 * @return list<string>
 */
function autofill_values(): array {
	$values = array( 'on', 'off' );
	foreach ( AUTOFILL as $token ) {
		array_push( $values, $token, 'shipping ' . $token, 'billing ' . $token );
	}
	return $values;
}

/**
 * The markup inside the elements that WordPress keeps only for unfiltered_html:
 * the forms' controls and media sources, with their attributes.
 *
 * @return array<string, list<string>>
 */
function inner_markup(): array {
	$control = array( 'name', 'value', 'disabled', 'required', 'autocomplete', 'form' );
	return array(
		'form'     => array( 'action', 'method', 'novalidate', 'name', 'autocomplete', 'accept-charset', 'enctype', 'target' ),
		'input'    => array_merge( $control, array( 'type', 'placeholder', 'checked', 'min', 'max', 'step', 'pattern', 'maxlength', 'minlength', 'size', 'multiple', 'inputmode', 'readonly', 'list', 'accept' ) ),
		'select'   => array_merge( $control, array( 'multiple', 'size' ) ),
		'option'   => array( 'value', 'selected', 'disabled', 'label' ),
		'optgroup' => array( 'label', 'disabled' ),
		'textarea' => array_merge( $control, array( 'placeholder', 'rows', 'cols', 'maxlength', 'minlength', 'readonly', 'wrap' ) ),
		'label'    => array( 'for' ),
		'button'   => array_merge( $control, array( 'type' ) ),
		'fieldset' => array( 'disabled', 'name', 'form' ),
		'legend'   => array(),
		'output'   => array( 'for', 'name' ),
		'datalist' => array(),
		'video'    => array( 'src', 'poster', 'autoplay', 'muted', 'loop', 'playsinline', 'controls', 'preload', 'width', 'height' ),
		'audio'    => array( 'src', 'autoplay', 'muted', 'loop', 'controls', 'preload' ),
		'source'   => array( 'src', 'srcset', 'type', 'media', 'sizes', 'width', 'height' ),
		'track'    => array( 'src', 'kind', 'srclang', 'label', 'default' ),
		'picture'  => array(),
		'time'     => array( 'datetime' ),
		'nav'      => array(),
		'template' => array(),
		'noscript' => array(),
	);
}

/**
 * The wp_kses_allowed_html filter: in the post context, the elements and
 * their inner markup join what the site already allows.
 *
 * @param array<string, array<string, bool>>|mixed $tags    What the context allows.
 * @param string|mixed                             $context The context ('post' for posts and pages).
 * @return array<string, array<string, bool>>|mixed
 */
function allowed_html( $tags, $context ) {
	if ( 'post' !== $context || ! is_array( $tags ) ) {
		return $tags;
	}
	$global = global_attributes();
	$lists  = manifest()['tags'] + inner_markup();
	foreach ( $lists as $tag => $attributes ) {
		$tags[ $tag ] = array_fill_keys( $attributes, true ) + ( $tags[ $tag ] ?? array() ) + $global;
	}
	// Saving the content of a user without unfiltered_html (WordPress filters it then, and only then): the
	// controls' type and autofill within what a form of the elements asks for, no password field and no
	// credential autofill, so an Author's post cannot have a password manager fill in the site's logins for
	// a form that sends them elsewhere. Other code's wp_kses_post() on output (a theme's login form) is not
	// touched.
	if ( doing_filter( 'content_save_pre' ) || doing_filter( 'excerpt_save_pre' ) || doing_filter( 'content_filtered_save_pre' ) ) {
		$tags['input']['type'] = array( 'values' => INPUT_TYPES );
		foreach ( array( 'form', 'input', 'select', 'textarea', 'button' ) as $tag ) {
			if ( isset( $tags[ $tag ]['autocomplete'] ) ) {
				$tags[ $tag ]['autocomplete'] = array( 'values' => autofill_values() );
			}
		}
	}
	// A slot (and a part) on anything already kept: the elements' content is ordinary markup.
	foreach ( $tags as $tag => $attributes ) {
		if ( is_array( $attributes ) ) {
			$tags[ $tag ] += array(
				'slot'    => true,
				'hidden'  => true,
				'data-*'  => true,
			);
		}
	}
	return $tags;
}

/**
 * The wp_kses_uri_attributes filter: the elements' own URL attributes
 * (redirect-url, log-endpoint, ...) get kses's scheme check too.
 *
 * @param list<string>|mixed $attributes The attributes kses checks as URLs.
 * @return list<string>|mixed
 */
function uri_attributes( $attributes ) {
	return is_array( $attributes ) ? array_values( array_unique( array_merge( $attributes, manifest()['uris'] ) ) ) : $attributes;
}

/**
 * The safe_style_css filter: the logical sizes and spacings (the CSS the
 * docs' snippets use, where WordPress 6.1 lists only the physical and some
 * logical longhands) and display. URLs in them are still checked by kses.
 *
 * @param list<string>|mixed $properties The CSS properties kses keeps in a style attribute.
 * @return list<string>|mixed
 */
function safe_style_css( $properties ) {
	$logical = array(
		'display', 'inline-size', 'block-size', 'min-inline-size', 'max-inline-size', 'min-block-size', 'max-block-size',
		'padding-inline', 'padding-block', 'margin-inline', 'margin-block', 'inset', 'inset-inline', 'inset-block', 'aspect-ratio',
	);
	return is_array( $properties ) ? array_values( array_unique( array_merge( $properties, $logical ) ) ) : $properties;
}

/**
 * The content_save_pre filter, before kses (priority 10): "<" and ">" inside
 * the quoted attribute values of x-* tags written as character references.
 * kses ends a tag at the first ">" even inside quotes, so a selector such as
 * sections="main > section" would lose its attribute and show the rest as
 * text; the browser reads "&gt;" back as ">".
 *
 * @param string|mixed $content The content being saved, slashed.
 * @return string|mixed
 */
function encode_attribute_brackets( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, '<x-' ) ) {
		return $content;
	}
	$html = wp_unslash( $content );
	$html = preg_replace_callback(
		ELEMENT_TAG,
		static fn( array $tag ): string => preg_replace_callback(
			'~=(\s*)("[^"]*"|\'[^\']*\')~',
			static fn( array $value ): string => '=' . $value[1] . strtr( $value[2], array( '<' => '&lt;', '>' => '&gt;' ) ),
			$tag[0]
		),
		$html
	);
	return wp_slash( $html );
}
