<?php
/**
 * The plugin's tables in WordPress's own database, made (and later altered)
 * with dbDelta on activation and when the plugin's version changes; removed by
 * uninstall.php. What the forms, the consent log and the split tests store.
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The schema's version: a change re-runs dbDelta. 2: the consent log's received_at index (its daily purge); the version option autoloaded. */
const SCHEMA_VERSION = '2';

/**
 * The plugin's tables, by short name, each with its full name.
 *
 * @return array<string, string>
 */
function tables(): array {
	global $wpdb;
	return array(
		'submissions' => $wpdb->prefix . 'x_submissions',
		'consent_log' => $wpdb->prefix . 'x_consent_log',
		'form_views'  => $wpdb->prefix . 'x_form_views',
		'split_stats' => $wpdb->prefix . 'x_split_stats',
	);
}

/**
 * The CREATE TABLE statements, in dbDelta's format (two spaces after
 * PRIMARY KEY, one field a line).
 *
 * @return list<string>
 */
function schema(): array {
	global $wpdb;
	$t       = tables();
	$charset = $wpdb->get_charset_collate();
	return array(
		// One row a stored form submission: the contact form, the newsletter, the embedded and popup forms.
		"CREATE TABLE {$t['submissions']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  created_at datetime NOT NULL,
  form_type varchar(20) NOT NULL,
  form_id varchar(100) NOT NULL,
  post_id bigint(20) unsigned NOT NULL DEFAULT 0,
  email varchar(200) NOT NULL DEFAULT '',
  list_id varchar(200) NOT NULL DEFAULT '',
  field_values longtext NOT NULL,
  idempotency_key varchar(64) DEFAULT NULL,
  ip varchar(45) NOT NULL DEFAULT '',
  user_agent varchar(255) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  UNIQUE KEY idempotency_key (idempotency_key),
  KEY form (form_type,form_id),
  KEY email (email)
) $charset;",
		"CREATE TABLE {$t['consent_log']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  received_at datetime NOT NULL,
  log_key varchar(200) NOT NULL,
  request_type varchar(20) NOT NULL,
  event_log_time bigint(20) unsigned NOT NULL,
  consent_session_id varchar(96) NOT NULL,
  banner_id varchar(100) NOT NULL,
  ip varchar(45) NOT NULL DEFAULT '',
  user_agent varchar(255) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY session (consent_session_id),
  KEY received (received_at)
) $charset;",
		"CREATE TABLE {$t['form_views']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  viewed_at datetime NOT NULL,
  form_id varchar(100) NOT NULL,
  ip varchar(45) NOT NULL DEFAULT '',
  PRIMARY KEY  (id),
  KEY form_id (form_id)
) $charset;",
		// One row a visitor, test and record type: a visitor counts once, as the results screen needs.
		"CREATE TABLE {$t['split_stats']} (
  id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
  recorded_at datetime NOT NULL,
  test_id bigint(20) unsigned NOT NULL,
  subject_id bigint(20) unsigned NOT NULL,
  record_type varchar(30) NOT NULL,
  visitor char(64) NOT NULL,
  PRIMARY KEY  (id),
  UNIQUE KEY once (test_id,record_type,visitor),
  KEY test (test_id,record_type)
) $charset;",
	);
}

/** Activation, and an update of the plugin: the tables made or brought up to date. */
function install(): void {
	require_once ABSPATH . 'wp-admin/includes/upgrade.php';
	dbDelta( schema() );
	// Autoloaded: maybe_upgrade() reads it on every request.
	update_option( 'x_elements_schema', SCHEMA_VERSION, true );
	schedule_purge();
}

/** The purge scheduled daily, unless it is. */
function schedule_purge(): void {
	if ( ! wp_next_scheduled( PURGE_EVENT ) ) {
		wp_schedule_event( time() + HOUR_IN_SECONDS, 'daily', PURGE_EVENT );
	}
}

/** The daily removal of records past their time (the consent log). */
const PURGE_EVENT = 'x_elements_purge';

/**
 * The consent log keeps each choice as proof for two years (the
 * `x_elements_consent_log_days` filter), then removes it: a log kept for
 * ever keeps every visitor's network and browser for ever.
 */
function purge_old_records(): void {
	global $wpdb;
	$days  = max( 1, (int) apply_filters( 'x_elements_consent_log_days', 730 ) );
	$table = tables()['consent_log'];
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$table} WHERE received_at < %s", gmdate( 'Y-m-d H:i:s', time() - $days * DAY_IN_SECONDS ) ) );
}

/** On every load of an updated plugin (activation hooks do not run on update). */
function maybe_upgrade(): void {
	if ( get_option( 'x_elements_schema' ) !== SCHEMA_VERSION ) {
		install();
	} else {
		schedule_purge(); // a site that had the plugin before the purge
	}
}
