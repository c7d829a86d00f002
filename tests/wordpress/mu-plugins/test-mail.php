<?php
/**
 * The test site's mail: every wp_mail() is written as one JSON line to
 * wp-content/mail.log (the tests read it) instead of going to a sendmail
 * this machine does not have.
 *
 * @package XElements
 */

add_filter(
	'pre_wp_mail',
	static function ( $short_circuit, array $atts ) {
		file_put_contents( WP_CONTENT_DIR . '/mail.log', wp_json_encode( $atts ) . "\n", FILE_APPEND | LOCK_EX );
		return true;
	},
	10,
	2
);
