<?php
/**
 * Split tests in WordPress (SPEC sections 3, 7.4, 7.6). A test is an
 * <x-split-test> in a post, its subjects its children marked
 * data-x-subject="0", "1", ...; its id is the post's (unless the author gave
 * `test`). The server shows each visitor one subject (kept in the element's
 * x_ab_subject_<test> cookie), or, where a page cache serves one copy to
 * everyone, none, and the element asks for it (x_ab_subject). Records
 * (x_ab_stats) count once per visitor, test and record type, as the results
 * screen needs; a visitor is a signed cookie, else the address and browser.
 *
 * @package XElements
 */

namespace XElements;

use DOMElement;

defined( 'ABSPATH' ) || exit;

const STATS_ACTION   = 'x_ab_stats';
const SUBJECT_ACTION = 'x_ab_subject';
const SPLIT_TAG      = 'x-split-test';
const VISITOR_COOKIE = 'x_ab_visitor';
/** What the elements record. */
const RECORD_TYPES = array( 'read_page', 'read_goal', 'view_goal', 'click_goal', 'con_goal', 'con_short' );

/** Whether a page cache serves this site's pages (then the subject is chosen in the browser, by x_ab_subject). */
function page_cached(): bool {
	return (bool) apply_filters( 'x_elements_page_cached', defined( 'WP_CACHE' ) && WP_CACHE );
}

/**
 * A post's split test: its id and subjects ( id => markup ), or null.
 *
 * @param \WP_Post $post The post.
 * @return array{test: int, subjects: array<int, string>}|null
 */
function split_test_of( \WP_Post $post ): ?array {
	// Asked by the page settings, the content filter and the ajax actions: the post is read once a request.
	static $read = array();
	$key = $post->ID . ':' . md5( $post->post_content );
	if ( ! array_key_exists( $key, $read ) ) {
		$read[ $key ] = read_split_test( $post );
	}
	return $read[ $key ];
}

/**
 * A post's split test, read from its content.
 *
 * @param \WP_Post $post The post.
 * @return array{test: int, subjects: array<int, string>}|null
 */
function read_split_test( \WP_Post $post ): ?array {
	if ( false === stripos( $post->post_content, '<' . SPLIT_TAG ) ) {
		return null;
	}
	$doc  = parse_html( $post->post_content );
	$test = find_all( $doc->documentElement, '//' . SPLIT_TAG )[0] ?? null;
	if ( ! $test ) {
		return null;
	}
	$subjects = array();
	foreach ( $test->childNodes as $child ) {
		if ( $child instanceof DOMElement && preg_match( '/^\d{1,9}$/D', $child->getAttribute( 'data-x-subject' ) ) ) {
			$subjects[ (int) $child->getAttribute( 'data-x-subject' ) ] = (string) $doc->saveHTML( $child );
		}
	}
	$given = $test->getAttribute( 'test' );
	return array(
		'test'     => preg_match( '/^\d{1,9}$/D', $given ) ? (int) $given : $post->ID,
		'subjects' => $subjects,
	);
}

/**
 * The subject this visitor sees: the one their cookie keeps, else one at random.
 *
 * @param int               $test     The test.
 * @param array<int, mixed> $subjects Its subjects.
 */
function choose_subject( int $test, array $subjects ): int {
	$kept = isset( $_COOKIE[ 'x_ab_subject_' . $test ] ) ? absint( $_COOKIE[ 'x_ab_subject_' . $test ] ) : -1;
	if ( array_key_exists( $kept, $subjects ) ) {
		return $kept;
	}
	$ids = array_keys( $subjects );
	return $ids[ wp_rand( 0, count( $ids ) - 1 ) ];
}

/**
 * The_content: each split test shows one subject (or, behind a page cache,
 * none until the element asks), with its test id and subject as attributes.
 *
 * @param string|mixed $content The content.
 * @return string|mixed
 */
function render_split_tests( $content ) {
	$post = get_post();
	if ( ! is_string( $content ) || ! $post || false === stripos( $content, '<' . SPLIT_TAG ) ) {
		return $content;
	}
	$split = split_test_of( $post );
	if ( null === $split || ! $split['subjects'] ) {
		return $content;
	}
	return map_elements( $content, SPLIT_TAG, static fn( string $html ): string => show_one_subject( $html, $split ) );
}

/**
 * One split test as sent: its test id, and the visitor's subject alone (none behind a page cache).
 *
 * @param string                                        $html  The x-split-test's markup.
 * @param array{test: int, subjects: array<int, string>} $split The post's test.
 */
function show_one_subject( string $html, array $split ): string {
	$doc  = parse_html( $html );
	$test = find_all( $doc->documentElement, '//' . SPLIT_TAG )[0] ?? null;
	if ( ! $test ) {
		return $html;
	}
	$chosen = page_cached() ? null : choose_subject( $split['test'], $split['subjects'] );
	$test->setAttribute( 'test', (string) $split['test'] );
	foreach ( iterator_to_array( $test->childNodes ) as $child ) {
		if ( $child instanceof DOMElement && $child->hasAttribute( 'data-x-subject' ) && (string) $chosen !== $child->getAttribute( 'data-x-subject' ) ) {
			$test->removeChild( $child );
		}
	}
	if ( null !== $chosen ) {
		$test->setAttribute( 'subject', (string) $chosen );
	}
	return (string) $doc->saveHTML( $test );
}

/**
 * The page settings' split-test fields for this page.
 *
 * @return array<string, mixed>
 */
function split_settings(): array {
	$post  = is_singular() ? get_queried_object() : null;
	$split = $post instanceof \WP_Post ? split_test_of( $post ) : null;
	return array(
		'is_ab_testing_active'   => null !== $split && (bool) $split['subjects'],
		'is_cache_plugin_active' => page_cached(),
		'ab_tests'               => null !== $split ? array( array( 'post_id' => $post->ID, 'test_id' => $split['test'] ) ) : array(),
	);
}

/**
 * The test's subjects by its id: the post of that id, or the post whose test carries that id.
 *
 * @param int $test The test id.
 * @return array<int, string>
 */
function subjects_of_test( int $test ): array {
	$post  = get_post( $test );
	// Only a post every visitor may read: published and public, with no password (the lookup skips the_content).
	$split = $post instanceof \WP_Post && is_post_publicly_viewable( $post ) && ! post_password_required( $post ) ? split_test_of( $post ) : null;
	return null !== $split && $split['test'] === $test ? $split['subjects'] : array();
}

/**
 * Who sent a record: the signed visitor cookie, else (first record, or no
 * cookies) a key of the address and browser, then kept in that cookie.
 */
function split_visitor(): string {
	$kept = isset( $_COOKIE[ VISITOR_COOKIE ] ) ? sanitize_text_field( wp_unslash( $_COOKIE[ VISITOR_COOKIE ] ) ) : '';
	if ( preg_match( '/^([a-f0-9]{32})\.([a-f0-9]{32})$/D', $kept, $m ) && hash_equals( substr( wp_hash( 'visitor|' . $m[1] ), 0, 32 ), $m[2] ) ) {
		return $m[1];
	}
	$visitor = substr( wp_hash( 'address|' . client_ip() . '|' . user_agent() ), 0, 32 );
	if ( ! headers_sent() ) {
		setcookie( VISITOR_COOKIE, $visitor . '.' . substr( wp_hash( 'visitor|' . $visitor ), 0, 32 ), array( 'expires' => time() + YEAR_IN_SECONDS, 'path' => COOKIEPATH ?: '/', 'httponly' => true, 'samesite' => 'Lax', 'secure' => is_ssl() ) );
	}
	return $visitor;
}

/**
 * The record in stats_data_array (the reference server's readStatsRecord): ids as whole numbers, a known type.
 *
 * @param string $raw The JSON.
 * @return array{test?: int, subject?: int, type?: string, error?: string}
 */
function read_stats_record( string $raw ): array {
	$record = json_decode( $raw, true );
	if ( ! is_array( $record ) || array_is_list( $record ) ) {
		return array( 'error' => 'stats_data_array must be a JSON object' );
	}
	$id = static fn( $v ): bool => ( is_string( $v ) && preg_match( '/^\d{1,9}$/D', $v ) ) || ( is_int( $v ) && $v >= 0 && $v <= 999999999 );
	if ( ! $id( $record['test_id'] ?? null ) || ! $id( $record['subject_id'] ?? null ) ) {
		return array( 'error' => 'test_id and subject_id must be ids (whole numbers)' );
	}
	if ( ! in_array( $record['record_type'] ?? null, RECORD_TYPES, true ) ) {
		return array( 'error' => 'record_type must be one of ' . implode( ', ', RECORD_TYPES ) );
	}
	return array(
		'test'    => (int) $record['test_id'],
		'subject' => (int) $record['subject_id'],
		'type'    => $record['record_type'],
	);
}

/** The x_ab_stats action: one record, once per visitor, test and type. */
function record_split_stat(): void {
	if ( ! same_site() ) {
		reply( 403, array( 'error' => 'Records are taken from this site only.' ) );
	}
	if ( ! nonce_ok( isset( $_POST['et_ab_log_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['et_ab_log_nonce'] ) ) : '', 'x_ab_log' ) ) {
		reply( 403, array( 'error' => 'This page has expired: reload it.' ) );
	}
	if ( rate_limited( 'split', 240 ) ) {
		reply( 429, array( 'error' => 'Too many records from your address.' ) );
	}
	$record = read_stats_record( isset( $_POST['stats_data_array'] ) ? sanitize_text_field( wp_unslash( $_POST['stats_data_array'] ) ) : '' );
	if ( isset( $record['error'] ) ) {
		reply( 400, array( 'error' => $record['error'] ) );
	}
	if ( ! array_key_exists( $record['subject'], subjects_of_test( $record['test'] ) ) ) {
		reply( 400, array( 'error' => sprintf( 'test %d has no subject %d', $record['test'], $record['subject'] ) ) );
	}
	global $wpdb;
	$table = tables()['split_stats'];
	// Once per visitor, test and type: a repeat changes nothing and is answered as a success.
	$wpdb->query( $wpdb->prepare( "INSERT IGNORE INTO {$table} (recorded_at, test_id, subject_id, record_type, visitor) VALUES (%s, %d, %d, %s, %s)", current_time( 'mysql', true ), $record['test'], $record['subject'], $record['type'], split_visitor() ) );
	reply( 200, array( 'success' => true ) );
}

/** The x_ab_subject action: the subject a visitor sees on a cached page, and its markup. */
function look_up_subject(): void {
	if ( ! nonce_ok( isset( $_POST['et_frontend_nonce'] ) ? sanitize_text_field( wp_unslash( $_POST['et_frontend_nonce'] ) ) : '', 'x_frontend' ) ) {
		reply( 403, array( 'error' => 'This page has expired: reload it.' ) );
	}
	$test     = absint( $_POST['et_pb_ab_test_id'] ?? 0 );
	$subjects = subjects_of_test( $test );
	if ( ! $subjects ) {
		reply( 404, array( 'error' => sprintf( 'no split test %d', $test ) ) );
	}
	$chosen = choose_subject( $test, $subjects );
	reply(
		200,
		array(
			'id'      => $chosen,
			'content' => $subjects[ $chosen ],
		)
	);
}
