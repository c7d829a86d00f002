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
 * - consent: whether the consent blocker goes first in <head>.
 * - providers: the blocker's extra providers, [ { pattern, category } ].
 *
 * @return array{consent: bool, providers: list<array{pattern: string, category: string}>}
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
	return array(
		'consent'   => ! empty( $stored['consent'] ),
		'providers' => $providers,
	);
}
