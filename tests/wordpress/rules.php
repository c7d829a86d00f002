<?php
/**
 * Runs the plugin's form rules on the cases given as JSON on stdin and
 * prints the answers as JSON (tests/wordpress/rules.test.mjs compares them
 * with the elements' own rules).
 *
 * @package XElements
 */

define( 'ABSPATH', __DIR__ . '/' );
require getenv( 'X_PLUGIN' ) . '/includes/rules.php';

$x_cases   = json_decode( (string) stream_get_contents( STDIN ), true );
$x_answers = array();
foreach ( $x_cases as $x_case ) {
	$x_answers[] = array(
		'valid'   => XElements\is_valid_email( $x_case ),
		'pattern' => XElements\matches_email_pattern( $x_case ),
		'blank'   => XElements\is_blank( $x_case ),
		'normal'  => XElements\normalise_email( $x_case ),
	);
}
echo json_encode( $x_answers, JSON_UNESCAPED_UNICODE | JSON_INVALID_UTF8_SUBSTITUTE );
