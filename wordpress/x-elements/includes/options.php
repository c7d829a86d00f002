<?php
/**
 * The plugin's settings, one option: what the settings page writes and every
 * other part reads, each field with its default.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The option's name in wp_options. */
const OPTION = 'x_elements_settings';

/**
 * The settings with their defaults filled in.
 *
 * - consent: whether the consent blocker goes first in <head> and the banner on every page.
 * - consent_mode: gdpr (ask first) or ccpa (opt out).
 * - consent_domain: the cookie's domain, for a choice shared across sub-domains ('' for this host).
 * - consent_text: the banner's text; category_<name>: what a category is for, in the banner's preferences.
 * - providers: the blocker's extra providers, [ { pattern, category } ].
 * - wrap_header: the theme's header in <x-header>: '' (no), 'fixed' or 'sticky'.
 * - wrap_menu: the theme's menus in <x-menu>; mobile_menu: an <x-mobile-menu> after a classic theme's.
 * - wrap_blog: each Query Loop block in <x-blog> (its pages load in place).
 * - wrap_comments: the Comments Form block in <x-comments>.
 * - disabled_elements: the x-* tags not loaded on this site (their content shows as plain HTML).
 * - captcha_provider: the spam check's provider ('' none, recaptcha, hcaptcha, turnstile); captcha_secret: its secret key.
 *
 * @return array{consent: bool, consent_mode: string, consent_domain: string, consent_text: string, providers: list<array{pattern: string, category: string}>, wrap_header: string, wrap_menu: bool, mobile_menu: bool, wrap_blog: bool, wrap_comments: bool}
 */
function options(): array {
	// Read for every block a page renders: normalised once per stored value.
	static $read = array( null, array() );
	$stored = get_option( OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	if ( $read[0] === $stored ) {
		return $read[1];
	}
	$options = normalise_options( $stored );
	if ( '' === $options['consent_text'] ) {
		$options['consent_text'] = __( 'We use cookies to run this site and, if you agree, to measure visits and show relevant content.', 'x-elements' );
	}
	$read = array( $stored, $options );
	return $options;
}

/** The banner's categories, as x-consent names them. */
const CONSENT_CATEGORIES = array( 'necessary', 'functional', 'analytics', 'performance', 'advertisement' );

/** The settings that are on or off. */
const FLAGS = array( 'consent', 'wrap_menu', 'mobile_menu', 'wrap_blog', 'wrap_comments' );

/**
 * Settings as read (stored, or sanitised from the settings page): every
 * field of its kind, anything else dropped.
 *
 * @param array<string, mixed> $raw The settings.
 * @return array<string, mixed>
 */
function normalise_options( array $raw ): array {
	$providers = array();
	foreach ( (array) ( $raw['providers'] ?? array() ) as $provider ) {
		if ( is_array( $provider ) && is_string( $provider['pattern'] ?? null ) && is_string( $provider['category'] ?? null ) ) {
			$providers[] = array(
				'pattern'  => $provider['pattern'],
				'category' => $provider['category'],
			);
		}
	}
	$text    = static fn( string $key ): string => is_string( $raw[ $key ] ?? null ) ? $raw[ $key ] : '';
	$options = array(
		'consent_mode'   => 'ccpa' === ( $raw['consent_mode'] ?? '' ) ? 'ccpa' : 'gdpr',
		'consent_domain' => $text( 'consent_domain' ),
		'consent_text'   => $text( 'consent_text' ),
		'providers'      => $providers,
		'wrap_header'    => in_array( $raw['wrap_header'] ?? '', array( 'fixed', 'sticky' ), true ) ? $raw['wrap_header'] : '',
		'captcha_provider' => in_array( $raw['captcha_provider'] ?? '', array( 'recaptcha', 'hcaptcha', 'turnstile' ), true ) ? $raw['captcha_provider'] : '',
		'captcha_secret'   => trim( $text( 'captcha_secret' ) ),
	);
	foreach ( CONSENT_CATEGORIES as $category ) {
		$options[ 'category_' . $category ] = $text( 'category_' . $category );
	}
	$known                        = array_keys( manifest()['tags'] );
	$options['disabled_elements'] = array_values( array_intersect( $known, (array) ( $raw['disabled_elements'] ?? array() ) ) );
	foreach ( FLAGS as $flag ) {
		$options[ $flag ] = ! empty( $raw[ $flag ] );
	}
	return $options;
}
