<?php
/**
 * A stand-in for the WP Consent API plugin (not in Debian or the npm
 * registry), following its documented contract, on when the option
 * x_test_consent_api is set: window.wp_set_consent(category, value) keeps
 * the choice in a wp_consent_<category> cookie and fires
 * wp_listen_for_consent_change; PHP's wp_has_consent() reads that cookie.
 *
 * @package XElements
 */

if ( get_option( 'x_test_consent_api' ) ) {
	if ( ! function_exists( 'wp_has_consent' ) ) {
		/**
		 * Whether the visitor allowed a category (the API's own function).
		 *
		 * @param string $category The category.
		 */
		function wp_has_consent( $category ) {
			$name = 'wp_consent_' . sanitize_key( $category );
			return isset( $_COOKIE[ $name ] ) && 'allow' === sanitize_key( wp_unslash( $_COOKIE[ $name ] ) );
		}
	}
	add_action(
		'wp_head',
		static function () {
			wp_print_inline_script_tag( 'window.wp_set_consent=function(c,v){document.cookie="wp_consent_"+c+"="+v+";path=/";document.dispatchEvent(new CustomEvent("wp_listen_for_consent_change",{detail:{[c]:v}}));};' );
		},
		0
	);
}
