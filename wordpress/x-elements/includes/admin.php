<?php
/**
 * Settings > x-elements: consent (on or off, its mode, the cookie's domain,
 * the banner's text, the blocker's extra providers), through WordPress's
 * Settings API (its nonce, the manage_options capability, one sanitised option).
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The settings page's slug. */
const SETTINGS_PAGE = 'x-elements';
/** The consent categories a provider may belong to (the blocker's). */
const CATEGORIES = array( 'functional', 'analytics', 'performance', 'advertisement' );

/** The option, its sanitiser, and the page's fields. */
function register_settings(): void {
	register_setting(
		SETTINGS_PAGE,
		OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => __NAMESPACE__ . '\\sanitize_options',
			'default'           => array(),
		)
	);
	add_settings_section( 'consent', __( 'Consent', 'x-elements' ), __NAMESPACE__ . '\\consent_section_text', SETTINGS_PAGE );
	$fields = array(
		'consent'        => __( 'Ask for consent', 'x-elements' ),
		'consent_mode'   => __( 'Mode', 'x-elements' ),
		'consent_domain' => __( 'Cookie domain', 'x-elements' ),
		'consent_text'   => __( 'Banner text', 'x-elements' ),
		'categories'     => __( 'What each category is for', 'x-elements' ),
		'providers'      => __( 'More providers to block', 'x-elements' ),
	);
	foreach ( $fields as $key => $label ) {
		add_settings_field( $key, $label, __NAMESPACE__ . '\\field', SETTINGS_PAGE, 'consent', array( 'key' => $key, 'label_for' => 'x-elements-' . $key ) );
	}
	add_settings_section( 'captcha', __( 'Spam check', 'x-elements' ), __NAMESPACE__ . '\\captcha_section_text', SETTINGS_PAGE );
	add_settings_field( 'captcha_provider', __( 'Captcha provider', 'x-elements' ), __NAMESPACE__ . '\\field', SETTINGS_PAGE, 'captcha', array( 'key' => 'captcha_provider', 'label_for' => 'x-elements-captcha_provider' ) );
	add_settings_field( 'captcha_secret', __( 'Secret key', 'x-elements' ), __NAMESPACE__ . '\\field', SETTINGS_PAGE, 'captcha', array( 'key' => 'captcha_secret', 'label_for' => 'x-elements-captcha_secret' ) );
	add_settings_section( 'elements', __( 'Elements', 'x-elements' ), '__return_null', SETTINGS_PAGE );
	add_settings_field( 'elements', __( 'Load these elements', 'x-elements' ), __NAMESPACE__ . '\\elements_field', SETTINGS_PAGE, 'elements' );
	add_settings_section( 'theme', __( 'The theme\'s header and menus', 'x-elements' ), '__return_null', SETTINGS_PAGE );
	$theme = array(
		'wrap_header'   => __( 'Header', 'x-elements' ),
		'wrap_menu'     => __( 'Menus', 'x-elements' ),
		'mobile_menu'   => __( 'Mobile menu', 'x-elements' ),
		'wrap_blog'     => __( 'Blog pages', 'x-elements' ),
		'wrap_comments' => __( 'Comment form', 'x-elements' ),
	);
	foreach ( $theme as $key => $label ) {
		add_settings_field( $key, $label, __NAMESPACE__ . '\\field', SETTINGS_PAGE, 'theme', array( 'key' => $key, 'label_for' => 'x-elements-' . $key ) );
	}
}

/** The settings page in the Settings menu. */
function add_settings_page(): void {
	add_options_page( __( 'x-elements', 'x-elements' ), __( 'x-elements', 'x-elements' ), 'manage_options', SETTINGS_PAGE, __NAMESPACE__ . '\\settings_page' );
}

/** The section's explanation. */
function consent_section_text(): void {
	echo '<p>' . esc_html__( 'When on, the consent blocker goes first in every page\'s head and holds known trackers and embeds (and the providers listed below) until the visitor allows their category; the banner asks, and each choice is logged.', 'x-elements' ) . '</p>';
}

/** The spam check's explanation. */
function captcha_section_text(): void {
	$problem = get_transient( CAPTCHA_PROBLEM );
	if ( is_array( $problem ) && is_string( $problem['what'] ?? null ) ) {
		/* translators: 1: how long ago, 2: what went wrong. */
		echo '<div class="notice notice-error inline"><p>' . esc_html( sprintf( __( 'The spam check could not run %1$s ago: %2$s. Visitors were asked to try again; check the provider and the secret key.', 'x-elements' ), human_time_diff( (int) ( $problem['at'] ?? time() ) ), $problem['what'] ) ) . '</p></div>';
	}
	echo '<p>' . esc_html__( 'With a provider and its secret key, every contact form with captcha-token, every newsletter signup and every embedded form must send a token the provider accepts before anything is stored or mailed. Register the same provider on the page (registerCaptchaProvider) and give the newsletter and contact elements captcha-token, or their posts are refused.', 'x-elements' ) . '</p>';
}

/**
 * One field of the page.
 *
 * @param array{key: string, label_for: string} $args The field.
 */
function field( array $args ): void {
	$options = options();
	$name    = OPTION . '[' . $args['key'] . ']';
	$id      = $args['label_for'];
	switch ( $args['key'] ) {
		case 'consent':
		case 'wrap_menu':
		case 'mobile_menu':
		case 'wrap_blog':
		case 'wrap_comments':
			echo '<input type="checkbox" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="1" ' . checked( $options[ $args['key'] ], true, false ) . '> ';
			echo esc_html( checkbox_texts()[ $args['key'] ] ?? '' );
			break;
		case 'consent_mode':
			echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
			echo '<option value="gdpr" ' . selected( $options['consent_mode'], 'gdpr', false ) . '>' . esc_html__( 'Ask first (GDPR)', 'x-elements' ) . '</option>';
			echo '<option value="ccpa" ' . selected( $options['consent_mode'], 'ccpa', false ) . '>' . esc_html__( 'Allowed until the visitor opts out (CCPA)', 'x-elements' ) . '</option>';
			echo '</select>';
			break;
		case 'consent_domain':
			echo '<input type="text" class="regular-text" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="' . esc_attr( $options['consent_domain'] ) . '" placeholder="example.com">';
			echo '<p class="description">' . esc_html__( 'Leave empty for this site\'s host. A parent domain shares the choice with its sub-domains; it must be this site\'s own domain, or browsers refuse the cookie and the banner asks again.', 'x-elements' ) . '</p>';
			break;
		case 'consent_text':
			echo '<textarea class="large-text" rows="3" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">' . esc_textarea( $options['consent_text'] ) . '</textarea>';
			break;
		case 'categories':
			foreach ( CONSENT_CATEGORIES as $index => $category ) {
				$key = 'category_' . $category;
				echo '<p><label for="' . esc_attr( 0 === $index ? $id : 'x-elements-' . $key ) . '">' . esc_html( $category ) . '</label><br>';
				echo '<input type="text" class="large-text" id="' . esc_attr( 0 === $index ? $id : 'x-elements-' . $key ) . '" name="' . esc_attr( OPTION . '[' . $key . ']' ) . '" value="' . esc_attr( $options[ $key ] ) . '"></p>';
			}
			echo '<p class="description">' . esc_html__( 'Shown beside each category in the banner\'s preferences. Empty: none.', 'x-elements' ) . '</p>';
			break;
		case 'wrap_header':
			echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
			echo '<option value="" ' . selected( $options['wrap_header'], '', false ) . '>' . esc_html__( 'As the theme has it', 'x-elements' ) . '</option>';
			echo '<option value="fixed" ' . selected( $options['wrap_header'], 'fixed', false ) . '>' . esc_html__( 'Fixed once scrolled past (x-header)', 'x-elements' ) . '</option>';
			echo '<option value="sticky" ' . selected( $options['wrap_header'], 'sticky', false ) . '>' . esc_html__( 'Sticky (x-header)', 'x-elements' ) . '</option>';
			echo '</select><p class="description">' . esc_html__( 'Block themes: the header template part. A classic theme\'s header is in its header.php: wrap it in <x-header> in a child theme.', 'x-elements' ) . '</p>';
			break;
		case 'captcha_provider':
			$names = array(
				''          => __( 'None', 'x-elements' ),
				'recaptcha' => 'Google reCAPTCHA',
				'hcaptcha'  => 'hCaptcha',
				'turnstile' => 'Cloudflare Turnstile',
			);
			echo '<select id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">';
			foreach ( $names as $value => $label ) {
				echo '<option value="' . esc_attr( $value ) . '" ' . selected( $options['captcha_provider'], $value, false ) . '>' . esc_html( $label ) . '</option>';
			}
			echo '</select>';
			break;
		case 'captcha_secret':
			// Never printed back: empty keeps the one saved; a provider of None removes it.
			$kept = '' !== $options['captcha_secret'] ? __( 'Saved: leave empty to keep it', 'x-elements' ) : '';
			echo '<input type="password" class="regular-text" autocomplete="new-password" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '" value="" placeholder="' . esc_attr( $kept ) . '">';
			echo '<p class="description">' . esc_html__( 'The provider\'s secret (server) key, never its site key. It stays on this server and is not shown again.', 'x-elements' ) . '</p>';
			break;
		case 'providers':
			$lines = array_map( static fn( $p ) => $p['pattern'] . ' ' . $p['category'], $options['providers'] );
			echo '<textarea class="large-text code" rows="4" id="' . esc_attr( $id ) . '" name="' . esc_attr( $name ) . '">' . esc_textarea( implode( "\n", $lines ) ) . '</textarea>';
			/* translators: %s: the categories. */
			echo '<p class="description">' . esc_html( sprintf( __( 'One a line: an address pattern and its category (%s), e.g. "widgets.example.com functional".', 'x-elements' ), implode( ', ', CATEGORIES ) ) ) . '</p>';
			break;
	}
}

/** The elements' boxes: checked ones load; an unchecked one's content shows as plain HTML. */
function elements_field(): void {
	$off = options()['disabled_elements'];
	echo '<fieldset class="x-elements-list"><legend class="screen-reader-text">' . esc_html__( 'Load these elements', 'x-elements' ) . '</legend>';
	// The form always sends the list, so unchecking every box is saved too.
	echo '<input type="hidden" name="' . esc_attr( OPTION . '[elements_sent]' ) . '" value="1">';
	foreach ( array_keys( manifest()['tags'] ) as $tag ) {
		echo '<label style="display:inline-block;min-width:14em"><input type="checkbox" name="' . esc_attr( OPTION . '[enabled_elements][]' ) . '" value="' . esc_attr( $tag ) . '" ' . checked( ! in_array( $tag, $off, true ), true, false ) . '> <code>' . esc_html( $tag ) . '</code></label> ';
	}
	echo '</fieldset><p class="description">' . esc_html__( 'An element not loaded is never upgraded: its tag is written as a plain <div> in the page, so its content shows as plain HTML (every tab\'s panel, every slide).', 'x-elements' ) . '</p>';
}

/**
 * What each on-or-off setting does, beside its box.
 *
 * @return array<string, string>
 */
function checkbox_texts(): array {
	return array(
		'wrap_menu'     => __( 'Dropdown menus by x-menu (hover, touch and keyboard): every Navigation block, or a classic theme\'s menu locations.', 'x-elements' ),
		'mobile_menu'   => __( 'A mobile menu (x-mobile-menu) after a classic theme\'s menu. The Navigation block has its own.', 'x-elements' ),
		'wrap_blog'     => __( 'Load the next page of a blog, archive or search in place (x-blog): every Query Loop block.', 'x-elements' ),
		'wrap_comments' => __( 'The comment form by x-comments (labels as placeholders); it still posts to WordPress.', 'x-elements' ),
	);
}

/**
 * The option as saved: every field checked, anything else dropped.
 *
 * @param mixed $input What the form sent.
 * @return array<string, mixed>
 */
function sanitize_options( $input ): array {
	$input     = is_array( $input ) ? $input : array();
	$providers = array();
	// WordPress runs this twice when the option is first added: the second time on what the first returned.
	$given = $input['providers'] ?? '';
	if ( is_array( $given ) ) {
		$given = implode( "\n", array_map( static fn( $p ) => is_array( $p ) ? ( $p['pattern'] ?? '' ) . ' ' . ( $p['category'] ?? '' ) : '', $given ) );
	}
	$lines = preg_split( '/\R/', is_string( $given ) ? $given : '' );
	foreach ( false === $lines ? array() : $lines as $line ) {
		$parts = preg_split( '/\s+/', trim( $line ) );
		if ( false !== $parts && 2 === count( $parts ) && in_array( $parts[1], CATEGORIES, true ) && '' !== $parts[0] ) {
			$providers[] = array(
				'pattern'  => sanitize_text_field( $parts[0] ),
				'category' => $parts[1],
			);
		} elseif ( '' !== trim( $line ) ) {
			/* translators: %s: the line. */
			add_settings_error( OPTION, 'provider', sprintf( __( 'Not a provider line (pattern and category): "%s". It was left out.', 'x-elements' ), sanitize_text_field( $line ) ) );
		}
	}
	$domain = strtolower( sanitize_text_field( is_string( $input['consent_domain'] ?? null ) ? $input['consent_domain'] : '' ) );
	if ( '' !== $domain && ! preg_match( '/^[a-z0-9.-]+$/D', $domain ) ) {
		add_settings_error( OPTION, 'domain', __( 'The cookie domain is a host name such as example.com: it was left empty.', 'x-elements' ) );
		$domain = '';
	}
	// The secret field is never filled in: empty keeps the one saved, and no provider removes it.
	$secret = sanitize_text_field( is_string( $input['captcha_secret'] ?? null ) ? $input['captcha_secret'] : '' );
	if ( '' === $secret && ! empty( $input['captcha_provider'] ) ) {
		$secret = options()['captcha_secret'];
	}
	$clean = array(
		'captcha_secret' => empty( $input['captcha_provider'] ) ? '' : $secret,
		'consent_domain' => $domain,
		'consent_text'   => sanitize_textarea_field( is_string( $input['consent_text'] ?? null ) ? $input['consent_text'] : '' ),
		'providers'      => $providers,
	);
	foreach ( CONSENT_CATEGORIES as $category ) {
		$clean[ 'category_' . $category ] = sanitize_text_field( is_string( $input[ 'category_' . $category ] ?? null ) ? $input[ 'category_' . $category ] : '' );
	}
	// The page sends the boxes checked; the option keeps the ones left out (so a new element loads by default).
	if ( ! empty( $input['elements_sent'] ) ) {
		$enabled                     = array_map( 'strval', (array) ( $input['enabled_elements'] ?? array() ) );
		$clean['disabled_elements'] = array_values( array_diff( array_keys( manifest()['tags'] ), $enabled ) );
	}
	return normalise_options( array_merge( $input, $clean ) );
}

/** The page. */
function settings_page(): void {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html( get_admin_page_title() ) . '</h1><form action="options.php" method="post">';
	settings_fields( SETTINGS_PAGE );
	do_settings_sections( SETTINGS_PAGE );
	submit_button();
	echo '</form></div>';
}
