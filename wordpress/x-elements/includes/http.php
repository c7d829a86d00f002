<?php
/**
 * What every endpoint of the plugin checks before it reads a request: the
 * nonce, that the request comes from this site (WordPress does not check
 * Origin for admin-ajax.php), and a rate limit per address (transients).
 *
 * @package XElements
 */

namespace XElements;

defined( 'ABSPATH' ) || exit;

/** The visitor's address as the web server saw it (never a forwarding header a client can write). */
function client_ip(): string {
	$ip = isset( $_SERVER['REMOTE_ADDR'] ) ? sanitize_text_field( wp_unslash( $_SERVER['REMOTE_ADDR'] ) ) : '';
	return false !== filter_var( $ip, FILTER_VALIDATE_IP ) ? $ip : '';
}

/** The visitor's browser, cut to the column's size. */
function user_agent(): string {
	return isset( $_SERVER['HTTP_USER_AGENT'] ) ? substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_USER_AGENT'] ) ), 0, 255 ) : '';
}

/**
 * The submission's Idempotency-Key header, where every form sends its key (a
 * retry carries the same one), cut to the column's size; '' without one.
 */
function idempotency_key(): string {
	return isset( $_SERVER['HTTP_IDEMPOTENCY_KEY'] ) ? substr( sanitize_text_field( wp_unslash( $_SERVER['HTTP_IDEMPOTENCY_KEY'] ) ), 0, 64 ) : '';
}

/**
 * An origin (scheme, host, port) of a URL, normalised, or null.
 *
 * @param string $url A URL.
 */
function origin_of( string $url ): ?string {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return null;
	}
	$scheme = strtolower( $parts['scheme'] );
	$port   = $parts['port'] ?? ( 'https' === $scheme ? 443 : 80 );
	return $scheme . '://' . strtolower( rtrim( $parts['host'], '.' ) ) . ':' . $port;
}

/**
 * Whether the request comes from this site's own pages: its Origin, else
 * its Sec-Fetch-Site, else its Referer, compared by origin with home_url()
 * (a malformed or "null" Origin is another site).
 *
 * @param list<string> $also Other origins allowed (a form provider's sites).
 */
function same_site( array $also = array() ): bool {
	$home    = origin_of( home_url( '/' ) );
	$allowed = array_filter( array_merge( array( $home ), array_map( __NAMESPACE__ . '\\origin_of', $also ) ) );
	if ( isset( $_SERVER['HTTP_ORIGIN'] ) ) {
		return in_array( origin_of( sanitize_text_field( wp_unslash( $_SERVER['HTTP_ORIGIN'] ) ) ), $allowed, true );
	}
	if ( isset( $_SERVER['HTTP_SEC_FETCH_SITE'] ) ) {
		return 'same-origin' === sanitize_key( wp_unslash( $_SERVER['HTTP_SEC_FETCH_SITE'] ) );
	}
	if ( isset( $_SERVER['HTTP_REFERER'] ) ) {
		return in_array( origin_of( esc_url_raw( wp_unslash( $_SERVER['HTTP_REFERER'] ) ) ), $allowed, true );
	}
	return false;
}

/**
 * Who a rate limit counts: an IPv4 address, or an IPv6 address's /64 (one
 * home or host is given a whole /64, and could step through it).
 *
 * @param string $ip The address.
 */
function address_group( string $ip ): string {
	$packed = packed_ip( $ip );
	if ( 16 !== strlen( $packed ) ) {
		return 4 === strlen( $packed ) ? (string) inet_ntop( $packed ) : $ip;
	}
	return bin2hex( substr( $packed, 0, 8 ) ) . '/64';
}

/**
 * An address's bytes, an IPv4 address mapped into IPv6 (a dual-stack
 * socket's) as the IPv4 address itself; '' for anything else.
 *
 * @param string $ip The address.
 */
function packed_ip( string $ip ): string {
	$packed = filter_var( $ip, FILTER_VALIDATE_IP ) ? inet_pton( $ip ) : false;
	if ( false === $packed ) {
		return '';
	}
	return str_starts_with( $packed, str_repeat( "\0", 10 ) . "\xff\xff" ) ? substr( $packed, 12 ) : $packed;
}

/**
 * An address as the consent log and the form views keep it: an IPv4
 * address with its last byte zeroed, an IPv6 address cut to its first 48
 * bits; enough to tell a region and a network, not a visitor. '' for
 * anything else.
 *
 * @param string $ip The address.
 */
function anonymised_ip( string $ip ): string {
	$packed = packed_ip( $ip );
	if ( '' === $packed ) {
		return '';
	}
	$kept = 4 === strlen( $packed ) ? 3 : 6;
	return (string) inet_ntop( substr( $packed, 0, $kept ) . str_repeat( "\0", strlen( $packed ) - $kept ) );
}

/**
 * Counts one request of $bucket from this address; true when it is over
 * $limit a minute.
 *
 * @param string $bucket What is counted (one endpoint).
 * @param int    $limit  Requests a minute.
 */
function rate_limited( string $bucket, int $limit ): bool {
	$key   = 'x_rate_' . md5( $bucket . '|' . address_group( client_ip() ) );
	$count = (int) get_transient( $key );
	set_transient( $key, $count + 1, MINUTE_IN_SECONDS );
	return $count >= $limit;
}

/**
 * A JSON reply, and the end of the request.
 *
 * @param int                 $status HTTP status.
 * @param array<string,mixed> $body   What the element reads.
 */
function reply( int $status, array $body ): void {
	nocache_headers();
	wp_send_json( $body, $status );
}

/** How long a cached page's nonces are taken from a visitor who is not signed in: 14 nonce ticks (a week at WordPress's default nonce life). */
const CACHED_NONCE_TICKS = 14;

/**
 * Whether $nonce is one WordPress made for $action: within wp_verify_nonce's
 * 24 hours, or, for a visitor who is not signed in, within a week. A page
 * cache serves the page settings' and forms' nonces past their 24 hours,
 * and every form and record on such a page was then refused; a visitor not
 * signed in shares one nonce with every other (user 0, no session), so an
 * older one shows as much: it came from a page of this site. A signed-in
 * user's nonce, which ties a request to them, keeps its 24 hours.
 *
 * @param string $nonce  The nonce posted.
 * @param string $action Its action.
 */
function nonce_ok( string $nonce, string $action ): bool {
	if ( false !== wp_verify_nonce( $nonce, $action ) ) {
		return true;
	}
	if ( is_user_logged_in() || '' === $nonce ) {
		return false;
	}
	// As wp_verify_nonce makes it, for the ticks before its two, with the filtered id as core gives it (a
	// session plugin's may be a string).
	$uid  = apply_filters( 'nonce_user_logged_out', 0, $action );
	$tick = wp_nonce_tick( $action );
	for ( $i = 2; $i <= CACHED_NONCE_TICKS; $i++ ) {
		if ( hash_equals( substr( wp_hash( ( $tick - $i ) . '|' . $action . '|' . $uid . '|', 'nonce' ), -12, 10 ), $nonce ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The checks every ajax endpoint makes before it reads the form: this site,
 * the nonce of the page settings' frontend_nonce, and the rate limit. Ends the
 * request with the element's error shape if one fails.
 *
 * @param string $bucket Rate limit bucket.
 * @param int    $limit  Requests a minute from one address.
 */
function verify_request( string $bucket, int $limit ): void {
	if ( ! same_site() ) {
		reply( 403, array( 'error' => __( 'This form can only be sent from its own site.', 'x-elements' ) ) );
	}
	if ( ! nonce_ok( isset( $_REQUEST['nonce'] ) ? sanitize_text_field( wp_unslash( $_REQUEST['nonce'] ) ) : '', 'x_frontend' ) ) {
		reply( 403, array( 'error' => __( 'This page has expired: reload it and try again.', 'x-elements' ) ) );
	}
	if ( rate_limited( $bucket, $limit ) ) {
		reply( 429, array( 'error' => __( 'Too many attempts from your address: please wait a minute and try again.', 'x-elements' ) ) );
	}
}
