<?php
/**
 * Runs the plugin's contact-form reading and rules on the cases given as
 * JSON on stdin ({ html, entries, captcha }) and prints the verdicts as JSON
 * (tests/wordpress/contact-rules.test.mjs compares them with the element's).
 *
 * @package XElements
 */

define( 'ABSPATH', __DIR__ . '/' );
require getenv( 'X_PLUGIN' ) . '/includes/rules.php';
require getenv( 'X_PLUGIN' ) . '/includes/markup.php';
require getenv( 'X_PLUGIN' ) . '/includes/fields.php';

$x_strings = json_decode( (string) getenv( 'X_STRINGS' ), true );
$x_out     = array();
foreach ( json_decode( (string) stream_get_contents( STDIN ), true ) as $x_case ) {
	$x_form   = XElements\find_all( XElements\parse_html( $x_case['html'] )->documentElement, '//form' )[0];
	$x_fields = XElements\describe_fields( $x_form );
	$x_values = XElements\values_of( $x_case['entries'], $x_fields );
	$x_hidden = XElements\hidden_fields( XElements\conditional_rules( $x_form ), $x_values );
	$x_result = XElements\validate_contact(
		array(
			'fields'  => $x_fields,
			'values'  => $x_values,
			'hidden'  => $x_hidden,
			'captcha' => null === $x_case['captcha'] ? null : array(
				'first'  => (float) $x_case['captcha'][0],
				'second' => (float) $x_case['captcha'][1],
				'answer' => $x_case['captcha'][2],
			),
			'strings' => $x_strings,
		)
	);
	sort( $x_hidden );
	$x_out[] = array(
		'fields'   => $x_fields,
		'values'   => (object) $x_values,
		'hidden'   => $x_hidden,
		'result'   => $x_result,
		'sections' => XElements\compose_message( $x_result, $x_strings ),
	);
}
echo json_encode( $x_out, JSON_UNESCAPED_UNICODE );
