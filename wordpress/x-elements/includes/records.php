<?php
/**
 * What the plugin stored, for the site's people: the Submissions screen (per
 * form, searched, paged; a CSV export; delete), the Consent log screen, and
 * WordPress's privacy tools (a personal-data exporter and eraser for the
 * submissions made with an email address).
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** Rows a screen shows at once. */
const PER_PAGE = 50;

/** Who may read and manage what the forms stored (filterable: x_elements_capability). */
function records_capability(): string {
	return (string) apply_filters( 'x_elements_capability', 'manage_options' );
}

/** The screens, under one menu. */
function add_records_pages(): void {
	$cap = records_capability();
	add_menu_page( __( 'Submissions', 'x-elements' ), __( 'x-elements', 'x-elements' ), $cap, 'x-elements-submissions', __NAMESPACE__ . '\\submissions_page', 'dashicons-feedback', 58 );
	add_submenu_page( 'x-elements-submissions', __( 'Submissions', 'x-elements' ), __( 'Submissions', 'x-elements' ), $cap, 'x-elements-submissions', __NAMESPACE__ . '\\submissions_page' );
	add_submenu_page( 'x-elements-submissions', __( 'Consent log', 'x-elements' ), __( 'Consent log', 'x-elements' ), $cap, 'x-elements-consent-log', __NAMESPACE__ . '\\consent_log_page' );
	add_submenu_page( 'x-elements-submissions', __( 'Split tests', 'x-elements' ), __( 'Split tests', 'x-elements' ), $cap, 'x-elements-split-tests', __NAMESPACE__ . '\\split_results_page' );
}

/**
 * The screens' filters from the address: form ("type:id"), search text, page.
 *
 * @return array{form: string, search: string, paged: int}
 */
function records_query(): array {
	// Read-only filters of a listing: nothing is changed by them, so no nonce (as WordPress's own list screens).
	return array(
		'form'   => isset( $_GET['form'] ) ? sanitize_text_field( wp_unslash( $_GET['form'] ) ) : '',
		'search' => isset( $_GET['s'] ) ? sanitize_text_field( wp_unslash( $_GET['s'] ) ) : '',
		'paged'  => max( 1, absint( $_GET['paged'] ?? 1 ) ),
	);
}

/**
 * The WHERE clause and its values for the submissions matching the filters.
 *
 * @param array{form: string, search: string} $query The filters.
 * @return array{0: string, 1: list<string>}
 */
function submissions_where( array $query ): array {
	global $wpdb;
	$where  = array( '1=1' );
	$values = array();
	if ( str_contains( $query['form'], ':' ) ) {
		list( $type, $id ) = explode( ':', $query['form'], 2 );
		$where[]           = 'form_type = %s AND form_id = %s';
		array_push( $values, $type, $id );
	}
	if ( '' !== $query['search'] ) {
		$like    = '%' . $wpdb->esc_like( $query['search'] ) . '%';
		$where[] = '(email LIKE %s OR field_values LIKE %s)';
		array_push( $values, $like, $like );
	}
	return array( implode( ' AND ', $where ), $values );
}

/**
 * The submissions matching the filters, newest first.
 *
 * @param array{form: string, search: string, paged: int} $query The filters.
 * @param int|null                                        $limit Rows, or null for all (the export).
 * @return list<object>
 */
function find_submissions( array $query, ?int $limit = PER_PAGE ): array {
	global $wpdb;
	$table                  = tables()['submissions'];
	list( $where, $values ) = submissions_where( $query );
	// The export takes every row: a limit no table reaches.
	$values[] = $limit ?? PHP_INT_MAX;
	$values[] = ( $query['paged'] - 1 ) * ( $limit ?? 0 );
	$rows     = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$where} ORDER BY id DESC LIMIT %d OFFSET %d", $values ) );
	return is_array( $rows ) ? $rows : array();
}

/**
 * How many submissions match the filters.
 *
 * @param array{form: string, search: string} $query The filters.
 */
function count_submissions( array $query ): int {
	global $wpdb;
	$table                  = tables()['submissions'];
	list( $where, $values ) = submissions_where( $query );
	$values[]               = 1; // prepare() wants a placeholder even when no filter is set.
	return (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE {$where} AND %d = 1", $values ) );
}

/**
 * A submission's values as label and text pairs (a contact message's are under "values").
 *
 * @param object $row A stored submission.
 * @return array<string, string>
 */
function submission_values( object $row ): array {
	$stored = json_decode( (string) $row->field_values, true );
	$stored = is_array( $stored ) ? $stored : array();
	$values = isset( $stored['values'] ) && is_array( $stored['values'] ) ? $stored['values'] : $stored;
	$out    = array();
	foreach ( $values as $name => $value ) {
		$out[ (string) $name ] = is_array( $value ) ? implode( ', ', array_map( static fn( $v ) => is_scalar( $v ) ? (string) $v : wp_json_encode( $v ), $value ) ) : ( is_scalar( $value ) || null === $value ? (string) $value : (string) wp_json_encode( $value ) );
	}
	return $out;
}

/** The Submissions screen. */
function submissions_page(): void {
	if ( ! current_user_can( records_capability() ) ) {
		return;
	}
	global $wpdb;
	$query = records_query();
	$table = tables()['submissions'];
	$forms = $wpdb->get_results( $wpdb->prepare( "SELECT form_type, form_id, COUNT(*) AS n FROM {$table} GROUP BY form_type, form_id ORDER BY form_type, form_id LIMIT %d", 500 ) );
	$rows  = find_submissions( $query );
	$total = count_submissions( $query );
	$base  = admin_url( 'admin.php?page=x-elements-submissions' );

	echo '<div class="wrap"><h1>' . esc_html__( 'Submissions', 'x-elements' ) . '</h1>';
	if ( isset( $_GET['deleted'] ) ) {
		echo '<div class="notice notice-success"><p>' . esc_html__( 'The submission was deleted.', 'x-elements' ) . '</p></div>';
	}
	echo '<form method="get" class="x-elements-filters"><input type="hidden" name="page" value="x-elements-submissions">';
	echo '<label for="x-elements-form">' . esc_html__( 'Form', 'x-elements' ) . '</label> <select id="x-elements-form" name="form"><option value="">' . esc_html__( 'All forms', 'x-elements' ) . '</option>';
	foreach ( is_array( $forms ) ? $forms : array() as $form ) {
		$key = $form->form_type . ':' . $form->form_id;
		echo '<option value="' . esc_attr( $key ) . '" ' . selected( $query['form'], $key, false ) . '>' . esc_html( $form->form_type . ' / ' . $form->form_id . ' (' . $form->n . ')' ) . '</option>';
	}
	echo '</select> <label for="x-elements-search">' . esc_html__( 'Search', 'x-elements' ) . '</label> <input type="search" id="x-elements-search" name="s" value="' . esc_attr( $query['search'] ) . '"> ';
	submit_button( __( 'Filter', 'x-elements' ), 'secondary', '', false );
	echo '</form>';
	$export = wp_nonce_url( add_query_arg( array( 'action' => 'x_elements_export', 'form' => $query['form'], 's' => $query['search'] ), admin_url( 'admin-post.php' ) ), 'x_elements_export' );
	echo '<p><a class="button" id="x-elements-export" href="' . esc_url( $export ) . '">' . esc_html__( 'Export these as CSV', 'x-elements' ) . '</a> ';
	/* translators: %d: how many submissions. */
	echo esc_html( sprintf( _n( '%d submission', '%d submissions', $total, 'x-elements' ), $total ) ) . '</p>';

	echo '<table class="widefat striped x-elements-submissions"><thead><tr><th scope="col">' . esc_html__( 'Received', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Form', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Email', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Values', 'x-elements' ) . '</th><th scope="col"><span class="screen-reader-text">' . esc_html__( 'Actions', 'x-elements' ) . '</span></th></tr></thead><tbody>';
	foreach ( $rows as $row ) {
		echo '<tr data-id="' . esc_attr( $row->id ) . '"><td>' . esc_html( $row->created_at ) . '</td><td>' . esc_html( $row->form_type . ' / ' . $row->form_id ) . '</td><td>' . esc_html( $row->email ) . '</td><td><dl class="x-elements-values">';
		foreach ( submission_values( $row ) as $name => $value ) {
			echo '<dt>' . esc_html( $name ) . '</dt><dd>' . esc_html( $value ) . '</dd>';
		}
		$delete = wp_nonce_url( add_query_arg( array( 'action' => 'x_elements_delete', 'id' => $row->id ), admin_url( 'admin-post.php' ) ), 'x_elements_delete_' . $row->id );
		echo '</dl></td><td><a class="x-elements-delete" href="' . esc_url( $delete ) . '">' . esc_html__( 'Delete', 'x-elements' ) . '</a></td></tr>';
	}
	if ( ! $rows ) {
		echo '<tr><td colspan="5">' . esc_html__( 'No submissions.', 'x-elements' ) . '</td></tr>';
	}
	echo '</tbody></table>';
	records_pager( $base, $query, $total );
	echo '</div>';
}

/**
 * Previous and next links for a paged screen.
 *
 * @param string                                          $base  The screen's address.
 * @param array{form: string, search: string, paged: int} $query The filters.
 * @param int                                             $total The matching rows.
 */
function records_pager( string $base, array $query, int $total ): void {
	$pages = max( 1, (int) ceil( $total / PER_PAGE ) );
	if ( $pages < 2 ) {
		return;
	}
	$link = static fn( int $n ): string => add_query_arg( array( 'form' => $query['form'], 's' => $query['search'], 'paged' => $n ), $base );
	echo '<p class="tablenav-pages">';
	if ( $query['paged'] > 1 ) {
		echo '<a href="' . esc_url( $link( $query['paged'] - 1 ) ) . '">' . esc_html__( 'Previous', 'x-elements' ) . '</a> ';
	}
	/* translators: 1: this page, 2: the pages. */
	echo esc_html( sprintf( __( 'Page %1$d of %2$d', 'x-elements' ), $query['paged'], $pages ) );
	if ( $query['paged'] < $pages ) {
		echo ' <a href="' . esc_url( $link( $query['paged'] + 1 ) ) . '">' . esc_html__( 'Next', 'x-elements' ) . '</a>';
	}
	echo '</p>';
}

/**
 * A CSV cell: quoted, and a text a spreadsheet would run as a formula (=, +, -, @, tab, return) made plain text.
 *
 * @param string $text The cell.
 */
function csv_cell( string $text ): string {
	if ( '' !== $text && str_contains( "=+-@\t\r", $text[0] ) ) {
		$text = "'" . $text;
	}
	return '"' . str_replace( '"', '""', $text ) . '"';
}

/** The CSV export (admin-post.php?action=x_elements_export): the filtered submissions, every value a column. */
function export_submissions(): void {
	check_admin_referer( 'x_elements_export' );
	if ( ! current_user_can( records_capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to export submissions.', 'x-elements' ), '', array( 'response' => 403 ) );
	}
	$rows    = find_submissions( records_query(), null );
	$columns = array();
	foreach ( $rows as $row ) {
		$columns = array_unique( array_merge( $columns, array_keys( submission_values( $row ) ) ) );
	}
	$lines = array( implode( ',', array_map( __NAMESPACE__ . '\\csv_cell', array_merge( array( 'id', 'received', 'form type', 'form', 'email', 'list' ), $columns ) ) ) );
	foreach ( $rows as $row ) {
		$values  = submission_values( $row );
		$cells   = array( (string) $row->id, (string) $row->created_at, (string) $row->form_type, (string) $row->form_id, (string) $row->email, (string) $row->list_id );
		$lines[] = implode( ',', array_map( __NAMESPACE__ . '\\csv_cell', array_merge( $cells, array_map( static fn( $c ) => $values[ $c ] ?? '', $columns ) ) ) );
	}
	nocache_headers();
	header( 'Content-Type: text/csv; charset=utf-8' );
	header( 'Content-Disposition: attachment; filename="submissions-' . gmdate( 'Y-m-d' ) . '.csv"' );
	header( 'X-Content-Type-Options: nosniff' );
	echo "\xEF\xBB\xBF" . implode( "\r\n", $lines ) . "\r\n"; // phpcs:ignore XElementsWP.Security.EscapedOutput -- a CSV file, each cell quoted by csv_cell(); not HTML.
	exit;
}

/** Deleting one submission (admin-post.php?action=x_elements_delete). */
function delete_submission(): void {
	$id = absint( $_GET['id'] ?? 0 );
	check_admin_referer( 'x_elements_delete_' . $id );
	if ( ! current_user_can( records_capability() ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to delete submissions.', 'x-elements' ), '', array( 'response' => 403 ) );
	}
	global $wpdb;
	$wpdb->delete( tables()['submissions'], array( 'id' => $id ), array( '%d' ) );
	wp_safe_redirect( add_query_arg( 'deleted', '1', admin_url( 'admin.php?page=x-elements-submissions' ) ) );
	exit;
}

/** The Consent log screen: the newest logs first, searched by consent session. */
function consent_log_page(): void {
	if ( ! current_user_can( records_capability() ) ) {
		return;
	}
	global $wpdb;
	$query   = records_query();
	$table   = tables()['consent_log'];
	$like    = '%' . $wpdb->esc_like( $query['search'] ) . '%';
	$total   = (int) $wpdb->get_var( $wpdb->prepare( "SELECT COUNT(*) FROM {$table} WHERE consent_session_id LIKE %s", $like ) );
	$rows    = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE consent_session_id LIKE %s ORDER BY id DESC LIMIT %d OFFSET %d", $like, PER_PAGE, ( $query['paged'] - 1 ) * PER_PAGE ) );
	echo '<div class="wrap"><h1>' . esc_html__( 'Consent log', 'x-elements' ) . '</h1>';
	echo '<p>' . esc_html__( 'Each banner shown and each choice made, as proof of consent: the visitor\'s consent session, what they chose and when.', 'x-elements' ) . '</p>';
	echo '<form method="get"><input type="hidden" name="page" value="x-elements-consent-log"><label for="x-elements-session">' . esc_html__( 'Consent session', 'x-elements' ) . '</label> <input type="search" id="x-elements-session" name="s" value="' . esc_attr( $query['search'] ) . '"> ';
	submit_button( __( 'Search', 'x-elements' ), 'secondary', '', false );
	echo '</form><table class="widefat striped x-elements-consent-log"><thead><tr><th scope="col">' . esc_html__( 'Received', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Choice', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Consent session', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Banner', 'x-elements' ) . '</th><th scope="col">' . esc_html__( 'Address', 'x-elements' ) . '</th></tr></thead><tbody>';
	foreach ( is_array( $rows ) ? $rows : array() as $row ) {
		echo '<tr><td>' . esc_html( $row->received_at ) . '</td><td>' . esc_html( $row->request_type ) . '</td><td>' . esc_html( $row->consent_session_id ) . '</td><td>' . esc_html( $row->banner_id ) . '</td><td>' . esc_html( $row->ip ) . '</td></tr>';
	}
	if ( ! $rows ) {
		echo '<tr><td colspan="5">' . esc_html__( 'No consent logs.', 'x-elements' ) . '</td></tr>';
	}
	echo '</tbody></table>';
	records_pager( admin_url( 'admin.php?page=x-elements-consent-log' ), $query, $total );
	echo '</div>';
}

/**
 * The privacy tools' exporter and eraser, registered.
 *
 * @param array<string, mixed>|mixed $tools What is registered.
 * @return array<string, mixed>|mixed
 */
function register_exporter( $tools ) {
	if ( is_array( $tools ) ) {
		$tools['x-elements'] = array(
			'exporter_friendly_name' => __( 'Form submissions (x-elements)', 'x-elements' ),
			'callback'               => __NAMESPACE__ . '\\export_personal_data',
		);
	}
	return $tools;
}

/**
 * The eraser, registered.
 *
 * @param array<string, mixed>|mixed $tools What is registered.
 * @return array<string, mixed>|mixed
 */
function register_eraser( $tools ) {
	if ( is_array( $tools ) ) {
		$tools['x-elements'] = array(
			'eraser_friendly_name' => __( 'Form submissions (x-elements)', 'x-elements' ),
			'callback'             => __NAMESPACE__ . '\\erase_personal_data',
		);
	}
	return $tools;
}

/**
 * The submissions made with an email address, for WordPress's personal-data export.
 *
 * @param string $email The address.
 * @param int    $page  The page of the export (from 1).
 * @return array{data: list<array<string, mixed>>, done: bool}
 */
function export_personal_data( string $email, int $page = 1 ): array {
	global $wpdb;
	$table = tables()['submissions'];
	$rows  = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$table} WHERE email = %s ORDER BY id LIMIT %d OFFSET %d", normalise_email( $email ), PER_PAGE, ( max( 1, $page ) - 1 ) * PER_PAGE ) );
	$rows  = is_array( $rows ) ? $rows : array();
	$data  = array();
	foreach ( $rows as $row ) {
		$items = array(
			array( 'name' => __( 'Received', 'x-elements' ), 'value' => $row->created_at ),
			array( 'name' => __( 'Form', 'x-elements' ), 'value' => $row->form_type . ' / ' . $row->form_id ),
			// What was kept of the visit with it: personal data too.
			array( 'name' => __( 'IP address', 'x-elements' ), 'value' => $row->ip ),
			array( 'name' => __( 'Browser', 'x-elements' ), 'value' => $row->user_agent ),
		);
		foreach ( submission_values( $row ) as $name => $value ) {
			$items[] = array( 'name' => $name, 'value' => $value );
		}
		$data[] = array(
			'group_id'    => 'x-elements-submissions',
			'group_label' => __( 'Form submissions', 'x-elements' ),
			'item_id'     => 'x-elements-submission-' . $row->id,
			'data'        => $items,
		);
	}
	return array(
		'data' => $data,
		'done' => count( $rows ) < PER_PAGE,
	);
}

/**
 * The submissions made with an email address removed, for WordPress's personal-data erasure.
 *
 * @param string $email The address.
 * @return array{items_removed: int, items_retained: int, messages: list<string>, done: bool}
 */
function erase_personal_data( string $email ): array {
	global $wpdb;
	$removed = $wpdb->delete( tables()['submissions'], array( 'email' => normalise_email( $email ) ), array( '%s' ) );
	return array(
		'items_removed'  => (int) $removed,
		'items_retained' => 0,
		'messages'       => array(),
		'done'           => true,
	);
}

/**
 * The 95% Wilson score interval of a rate of $hits in $n (hits capped at n), or null.
 *
 * @param int   $hits The conversions.
 * @param int   $n    The page reads.
 * @param float $z    The normal quantile.
 * @return array{rate: float, low: float, high: float}|null
 */
function wilson( int $hits, int $n, float $z = 1.96 ): ?array {
	if ( $n <= 0 ) {
		return null;
	}
	$p      = min( $hits, $n ) / $n;
	$z2     = $z * $z;
	$centre = ( $p + $z2 / ( 2 * $n ) ) / ( 1 + $z2 / $n );
	$half   = ( $z * sqrt( ( $p * ( 1 - $p ) ) / $n + $z2 / ( 4 * $n * $n ) ) ) / ( 1 + $z2 / $n );
	return array(
		'rate' => $p,
		'low'  => max( 0.0, $centre - $half ),
		'high' => min( 1.0, $centre + $half ),
	);
}

/**
 * Per test and subject: each record type's count (each visitor once), and
 * conversions per page read: visitors with a conversion whose page read is recorded too.
 *
 * @return array<int, array<int, array{counts: array<string, int>, conversion: array|null}>>
 */
function split_results(): array {
	global $wpdb;
	$table     = tables()['split_stats'];
	$counts    = $wpdb->get_results( $wpdb->prepare( "SELECT test_id, subject_id, record_type, COUNT(DISTINCT visitor) AS n FROM {$table} GROUP BY test_id, subject_id, record_type LIMIT %d", 10000 ) );
	$converted = $wpdb->get_results( $wpdb->prepare( "SELECT c.test_id, c.subject_id, COUNT(DISTINCT c.visitor) AS n FROM {$table} c JOIN {$table} r ON r.test_id = c.test_id AND r.subject_id = c.subject_id AND r.visitor = c.visitor AND r.record_type = %s WHERE c.record_type IN (%s, %s) GROUP BY c.test_id, c.subject_id", 'read_page', 'con_goal', 'con_short' ) );
	$tests     = array();
	foreach ( is_array( $counts ) ? $counts : array() as $row ) {
		$tests[ (int) $row->test_id ][ (int) $row->subject_id ]['counts'][ $row->record_type ] = (int) $row->n;
	}
	$hits = array();
	foreach ( is_array( $converted ) ? $converted : array() as $row ) {
		$hits[ (int) $row->test_id ][ (int) $row->subject_id ] = (int) $row->n;
	}
	foreach ( $tests as $test => $subjects ) {
		ksort( $tests[ $test ] );
		foreach ( $subjects as $subject => $row ) {
			$counts                                  = array_merge( array_fill_keys( RECORD_TYPES, 0 ), $row['counts'] );
			$tests[ $test ][ $subject ]['counts']     = $counts;
			$tests[ $test ][ $subject ]['conversion'] = wilson( $hits[ $test ][ $subject ] ?? 0, $counts['read_page'] );
		}
	}
	ksort( $tests );
	return $tests;
}

/** The Split tests screen: each test's subjects, their counts and conversion rate with its 95% interval. */
function split_results_page(): void {
	if ( ! current_user_can( records_capability() ) ) {
		return;
	}
	$percent = static fn( float $x ): string => number_format_i18n( $x * 100, 1 ) . '%';
	echo '<div class="wrap"><h1>' . esc_html__( 'Split tests', 'x-elements' ) . '</h1><p>' . esc_html__( 'Conversions (con_goal and con_short) per page read (read_page: visitors who stayed past the bounce time), with a 95% Wilson interval. Each record counts once per visitor; a test\'s id is its post\'s.', 'x-elements' ) . '</p>';
	$tests = split_results();
	if ( ! $tests ) {
		echo '<p>' . esc_html__( 'No records yet.', 'x-elements' ) . '</p>';
	}
	foreach ( $tests as $test => $subjects ) {
		/* translators: 1: the test id, 2: its post's title. */
		echo '<h2>' . esc_html( sprintf( __( 'Test %1$d: %2$s', 'x-elements' ), $test, get_the_title( $test ) ) ) . '</h2>';
		echo '<table class="widefat striped x-elements-split" data-test="' . esc_attr( (string) $test ) . '"><thead><tr><th scope="col">' . esc_html__( 'Subject', 'x-elements' ) . '</th>';
		foreach ( RECORD_TYPES as $type ) {
			echo '<th scope="col">' . esc_html( $type ) . '</th>';
		}
		echo '<th scope="col">' . esc_html__( 'Conversion rate (95% interval)', 'x-elements' ) . '</th></tr></thead><tbody>';
		foreach ( $subjects as $subject => $row ) {
			echo '<tr data-subject="' . esc_attr( (string) $subject ) . '"><th scope="row">' . esc_html( (string) $subject ) . '</th>';
			foreach ( RECORD_TYPES as $type ) {
				echo '<td data-type="' . esc_attr( $type ) . '">' . esc_html( (string) $row['counts'][ $type ] ) . '</td>';
			}
			$c = $row['conversion'];
			echo '<td data-type="rate">' . esc_html( $c ? $percent( $c['rate'] ) . ' (' . $percent( $c['low'] ) . ' – ' . $percent( $c['high'] ) . ')' : '–' ) . '</td></tr>';
		}
		echo '</tbody></table>';
	}
	echo '</div>';
}

/** The plugin's suggested text for the site's privacy policy (Settings > Privacy). */
function add_privacy_policy_text(): void {
	if ( ! function_exists( 'wp_add_privacy_policy_content' ) ) {
		return;
	}
	$text = array(
		__( 'When you send a contact form, sign up for a newsletter or send an embedded form, we store what you typed with the time, your IP address and your browser\'s user agent, to answer you and to keep spam out. A captcha provider, where one is used, checks the request.', 'x-elements' ),
		__( 'When you make a choice in the cookie banner, we store it with a random session id, the time, your IP address without its last part and your browser\'s user agent, as proof of your consent, for two years.', 'x-elements' ),
		__( 'Split tests remember which version of a page you were shown in a cookie, and count views and conversions once per visitor.', 'x-elements' ),
	);
	wp_add_privacy_policy_content( 'x-elements', wp_kses_post( '<p>' . implode( '</p><p>', array_map( 'esc_html', $text ) ) . '</p>' ) );
}
