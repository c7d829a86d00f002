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
 * - consent_text: the banner's text.
 * - providers: the blocker's extra providers, [ { pattern, category } ].
 * - wrap_header: the theme's header in <x-header>: '' (no), 'fixed' or 'sticky'.
 * - wrap_menu: the theme's menus in <x-menu>; mobile_menu: an <x-mobile-menu> after a classic theme's.
 * - wrap_blog: each Query Loop block in <x-blog> (its pages load in place).
 * - wrap_comments: the Comments Form block in <x-comments>.
 *
 * @return array{consent: bool, consent_mode: string, consent_domain: string, consent_text: string, providers: list<array{pattern: string, category: string}>, wrap_header: string, wrap_menu: bool, mobile_menu: bool, wrap_blog: bool, wrap_comments: bool}
 */
function options(): array {
	$stored = get_option( OPTION, array() );
	$stored = is_array( $stored ) ? $stored : array();
	$providers = array();
	foreach ( (array) ( $stored['providers'] ?? array() ) as $provider ) {
		if ( is_array( $provider ) && is_string( $provider['pattern'] ?? null ) && is_string( $provider['category'] ?? null ) ) {
			$providers[] = array(
				'pattern'  => $provider['pattern'],
				'category' => $provider['category'],
			);
		}
	}
	$text = is_string( $stored['consent_text'] ?? null ) ? $stored['consent_text'] : '';
	return array(
		'consent'        => ! empty( $stored['consent'] ),
		'consent_mode'   => 'ccpa' === ( $stored['consent_mode'] ?? '' ) ? 'ccpa' : 'gdpr',
		'consent_domain' => is_string( $stored['consent_domain'] ?? null ) ? $stored['consent_domain'] : '',
		'consent_text'   => '' !== $text ? $text : __( 'We use cookies to run this site and, if you agree, to measure visits and show relevant content.', 'x-elements' ),
		'providers'      => $providers,
		'wrap_header'    => in_array( $stored['wrap_header'] ?? '', array( 'fixed', 'sticky' ), true ) ? $stored['wrap_header'] : '',
		'wrap_menu'      => ! empty( $stored['wrap_menu'] ),
		'mobile_menu'    => ! empty( $stored['mobile_menu'] ),
		'wrap_blog'      => ! empty( $stored['wrap_blog'] ),
		'wrap_comments'  => ! empty( $stored['wrap_comments'] ),
	);
}
