<?php
/**
 * Plugin Name:       x-elements
 * Plugin URI:        https://github.com/x-elements/x-elements
 * Description:       A page-builder site's visitor-facing behaviour as Web Components: paste x-* tags (tabs, sliders, forms, consent) into any post or page.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.2
 * Author:            x-elements
 * License:           MIT
 * License URI:       https://opensource.org/licenses/MIT
 * Text Domain:       x-elements
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The plugin's version: the library's, and the version query of every file it serves (the build writes it). */
const VERSION = '0.1.0';
/** This file, for plugin_dir_url() and the activation hook. */
const PLUGIN_FILE = __FILE__;

require_once __DIR__ . '/includes/options.php';
require_once __DIR__ . '/includes/strings.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/kses.php';
require_once __DIR__ . '/includes/autop.php';
require_once __DIR__ . '/includes/schema.php';
require_once __DIR__ . '/includes/http.php';
require_once __DIR__ . '/includes/captcha.php';
require_once __DIR__ . '/includes/rules.php';
require_once __DIR__ . '/includes/newsletter.php';
require_once __DIR__ . '/includes/consent.php';
require_once __DIR__ . '/includes/blocking.php';
require_once __DIR__ . '/includes/fields.php';
require_once __DIR__ . '/includes/contact.php';
require_once __DIR__ . '/includes/embed.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/records.php';
require_once __DIR__ . '/includes/theme.php';
require_once __DIR__ . '/includes/split.php';

register_activation_hook( __FILE__, __NAMESPACE__ . '\\install' );
add_action( 'plugins_loaded', __NAMESPACE__ . '\\maybe_upgrade' );
add_action( PURGE_EVENT, __NAMESPACE__ . '\\purge_old_records' );
register_deactivation_hook( __FILE__, static fn() => wp_clear_scheduled_hook( PURGE_EVENT ) );

add_action( 'wp_enqueue_scripts', __NAMESPACE__ . '\\enqueue' );
add_action( 'wp_head', __NAMESPACE__ . '\\print_consent_blocker', -1000 );
add_filter( 'wp_kses_allowed_html', __NAMESPACE__ . '\\allowed_html', 10, 2 );
add_filter( 'wp_kses_uri_attributes', __NAMESPACE__ . '\\uri_attributes' );
add_filter( 'safe_style_css', __NAMESPACE__ . '\\safe_style_css' );
add_filter( 'content_save_pre', __NAMESPACE__ . '\\encode_attribute_brackets', 9 );
add_filter( 'the_content', __NAMESPACE__ . '\\hold_elements', 9 );
add_filter( 'the_content', __NAMESPACE__ . '\\release_elements', 10 );
add_action( 'wp_footer', __NAMESPACE__ . '\\print_consent_banner' );
add_action( 'rest_api_init', __NAMESPACE__ . '\\register_consent_routes' );
add_action( 'wp_ajax_' . SUBSCRIBE_ACTION, __NAMESPACE__ . '\\subscribe' );
add_action( 'wp_ajax_nopriv_' . SUBSCRIBE_ACTION, __NAMESPACE__ . '\\subscribe' );
add_filter( 'request', __NAMESPACE__ . '\\protect_query_vars' );
add_action( 'template_redirect', __NAMESPACE__ . '\\handle_contact_post', 1 );
add_filter( 'the_content', __NAMESPACE__ . '\\render_contact_forms', 12 );
add_action( 'admin_init', __NAMESPACE__ . '\\register_settings' );
add_action( 'admin_menu', __NAMESPACE__ . '\\add_settings_page' );
add_action( 'rest_api_init', __NAMESPACE__ . '\\register_embed_routes' );
add_action( 'init', __NAMESPACE__ . '\\serve_embed_aliases', 0 );
add_action( 'admin_menu', __NAMESPACE__ . '\\add_records_pages' );
add_action( 'admin_post_x_elements_export', __NAMESPACE__ . '\\export_submissions' );
add_action( 'admin_post_x_elements_delete', __NAMESPACE__ . '\\delete_submission' );
add_filter( 'wp_privacy_personal_data_exporters', __NAMESPACE__ . '\\register_exporter' );
add_filter( 'wp_privacy_personal_data_erasers', __NAMESPACE__ . '\\register_eraser' );
add_action( 'admin_init', __NAMESPACE__ . '\\add_privacy_policy_text' );
add_action( 'template_redirect', __NAMESPACE__ . '\\start_holding_vendors', 0 );
add_action( 'plugins_loaded', __NAMESPACE__ . '\\register_with_consent_api' );
add_filter( 'render_block', __NAMESPACE__ . '\\wrap_theme_blocks', 10, 2 );
add_filter( 'wp_nav_menu', __NAMESPACE__ . '\\wrap_nav_menu', 10, 2 );
add_filter( 'the_content', __NAMESPACE__ . '\\render_split_tests', 13 );
add_action( 'wp_ajax_' . STATS_ACTION, __NAMESPACE__ . '\\record_split_stat' );
add_action( 'wp_ajax_nopriv_' . STATS_ACTION, __NAMESPACE__ . '\\record_split_stat' );
add_action( 'wp_ajax_' . SUBJECT_ACTION, __NAMESPACE__ . '\\look_up_subject' );
add_action( 'wp_ajax_nopriv_' . SUBJECT_ACTION, __NAMESPACE__ . '\\look_up_subject' );
add_filter( 'the_content', __NAMESPACE__ . '\\unwrap_disabled_elements', 99 );
