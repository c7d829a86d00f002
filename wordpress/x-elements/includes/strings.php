<?php
/**
 * The UI strings the elements show, in the site's language: the same keys and
 * English texts as DEFAULT_STRINGS in elements/core/page-settings.ts (a unit
 * test keeps the two equal), translatable with the x-elements text domain.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/**
 * Every UI string, translated.
 *
 * @return array<string, string>
 */
function ui_strings(): array {
	return array(
		'previous' => __( 'Previous', 'x-elements' ),
		'next' => __( 'Next', 'x-elements' ),
		'prev' => __( 'Prev', 'x-elements' ),
		'invalid' => __( 'Invalid email', 'x-elements' ),
		'wrong_captcha' => __( 'You entered the wrong number in captcha.', 'x-elements' ),
		'wrong_checkbox' => __( 'Checkbox', 'x-elements' ),
		'captcha' => __( 'Captcha', 'x-elements' ),
		'fill_message' => __( 'Please, fill in the following fields:', 'x-elements' ),
		'contact_error_message' => __( 'Please, fix the following errors:', 'x-elements' ),
		'subscription_failed' => __( 'Please, check the fields below to make sure you entered the correct information.', 'x-elements' ),
		'network_error' => __( 'We could not reach the server. Nothing you typed is lost: check your connection and try again.', 'x-elements' ),
		'timeout_error' => __( 'The server took too long to answer. Nothing you typed is lost: please try again.', 'x-elements' ),
		/* translators: %d: the HTTP status code. */
		'server_error' => __( 'The server had a problem (%d). Nothing you typed is lost: please try again in a moment.', 'x-elements' ),
		'page_load_error' => __( 'The next page could not be loaded: check your connection and try again.', 'x-elements' ),
		/* translators: %d: the HTTP status code. */
		'page_server_error' => __( 'The next page could not be loaded (%d). Please try again in a moment.', 'x-elements' ),
		/* translators: keep the names in braces as they are: the page fills them in. */
		'allow_map' => __( 'Allow {category} cookies to show the map', 'x-elements' ),
		/* translators: keep the names in braces as they are: the page fills them in. */
		'allow_video' => __( 'Allow {category} cookies to play this video', 'x-elements' ),
		'reply_error' => __( 'The server sent a reply that could not be read. Nothing you typed is lost: please try again.', 'x-elements' ),
		'captcha_error' => __( 'The spam check could not run. Nothing you typed is lost: please try again.', 'x-elements' ),
		'subscribed' => __( 'Subscribed.', 'x-elements' ),
		'carousel' => __( 'carousel', 'x-elements' ),
		'slide' => __( 'slide', 'x-elements' ),
		/* translators: keep the names in braces as they are: the page fills them in. */
		'slide_position' => __( '{n} of {count}', 'x-elements' ),
		/* translators: keep the names in braces as they are: the page fills them in. */
		'go_to_slide' => __( 'Go to slide {n}', 'x-elements' ),
		/* translators: keep the names in braces as they are: the page fills them in. */
		'page_position' => __( 'Page {n} of {count}', 'x-elements' ),
		'start_slideshow' => __( 'Start automatic slide show', 'x-elements' ),
		'stop_slideshow' => __( 'Stop automatic slide show', 'x-elements' ),
		'carousel_previous' => __( 'Previous slide', 'x-elements' ),
		'carousel_next' => __( 'Next slide', 'x-elements' ),
		'carousel_first' => __( 'This is the first slide', 'x-elements' ),
		'carousel_last' => __( 'This is the last slide', 'x-elements' ),
		/* translators: keep the names in braces as they are: the page fills them in. */
		'carousel_go_to' => __( 'Go to slide {{index}}', 'x-elements' ),
		'lightbox_close' => __( 'Close', 'x-elements' ),
	);
}
