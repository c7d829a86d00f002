<?php
/**
 * The contact form's server side (SPEC section 7 item 7): the form posts to
 * its own page; the page comes back with the form's container holding the
 * success text, or the error text above the form with the visitor's values
 * written back (so the no-script fallback loses nothing either). The form is
 * read from the page's own content with the element's rules (fields.php),
 * never from descriptors the client sent; a message is stored once (its
 * Idempotency-Key header) and mailed with wp_mail.
 *
 * Field names WordPress reads as query variables (name, p, page, s, ...)
 * would turn the post into another query (a 404, or a search): for a
 * contact post they are put back to what the address says, so such a field
 * still works.
 *
 * @package XElements
 */

namespace XElements;

use DOMElement;

defined( 'ABSPATH' ) || exit;

const CONTACT_TAG    = 'x-contact-form';
const CONTACT_NONCE  = 'x_contact';
const MAX_CONTACT    = 65536;
const MAX_FIELD_TEXT = 5000;

/**
 * The posted fields as name and value pairs, in order, repeated names kept
 * (a checkbox group sends one pair a box; PHP's $_POST keeps the last).
 * Read raw: the caller checks the nonce before it uses anything.
 *
 * @return list<array{0: string, 1: string}>
 */
function posted_entries(): array {
	static $entries = null;
	if ( null !== $entries ) {
		return $entries;
	}
	$entries = array();
	$type    = isset( $_SERVER['CONTENT_TYPE'] ) ? strtolower( sanitize_text_field( wp_unslash( $_SERVER['CONTENT_TYPE'] ) ) ) : '';
	if ( str_starts_with( $type, 'application/x-www-form-urlencoded' ) ) {
		$input = fopen( 'php://input', 'rb' );
		$body  = false === $input ? '' : (string) stream_get_contents( $input, MAX_CONTACT + 1 );
		if ( strlen( $body ) > MAX_CONTACT ) {
			return $entries;
		}
		foreach ( '' === $body ? array() : explode( '&', $body ) as $pair ) {
			$parts     = explode( '=', $pair, 2 );
			$entries[] = array( urldecode( $parts[0] ), urldecode( $parts[1] ?? '' ) );
		}
		return $entries;
	}
	// Multipart: PHP has parsed it already, one value a name (or a list for "name[]").
	foreach ( wp_unslash( $_POST ) as $name => $value ) { // phpcs:ignore XElementsWP.Security -- raw pairs; the caller verifies the nonce and the rules check every value.
		foreach ( is_array( $value ) ? $value : array( $value ) as $one ) {
			if ( is_string( $one ) ) {
				$entries[] = array( (string) $name, $one );
			}
		}
	}
	return $entries;
}

/**
 * The first posted value of a field, or ''.
 *
 * @param string $name The field.
 */
function posted( string $name ): string {
	foreach ( posted_entries() as list( $key, $value ) ) {
		if ( $key === $name ) {
			return $value;
		}
	}
	return '';
}

/** Whether this request is a contact form's post (its nonce field or the element's form id is in it). */
function is_contact_post(): bool {
	$method = isset( $_SERVER['REQUEST_METHOD'] ) ? sanitize_key( wp_unslash( $_SERVER['REQUEST_METHOD'] ) ) : '';
	return 'post' === $method && ( '' !== posted( 'x_nonce' ) || '' !== posted( 'x_form_id' ) );
}

/**
 * The request filter: for a contact post, the query variables its fields
 * named (name, p, s, ...) put back to what the address says.
 *
 * @param array<string, mixed>|mixed $vars The query variables WordPress parsed.
 * @return array<string, mixed>|mixed
 */
function protect_query_vars( $vars ) {
	global $wp;
	if ( ! is_array( $vars ) || ! is_contact_post() || ! isset( $wp ) ) {
		return $vars;
	}
	wp_parse_str( (string) $wp->matched_query, $from_address );
	$names = array_unique( array_map( static fn( $e ) => $e[0], posted_entries() ) );
	foreach ( array_intersect( $names, $wp->public_query_vars ) as $name ) {
		if ( isset( $from_address[ $name ] ) ) {
			$vars[ $name ] = $from_address[ $name ];
		} elseif ( isset( $_GET[ $name ] ) && is_string( $_GET[ $name ] ) ) {
			$vars[ $name ] = sanitize_text_field( wp_unslash( $_GET[ $name ] ) );
		} else {
			unset( $vars[ $name ] );
		}
	}
	return $vars;
}

/**
 * The verdict on this request's contact post, for the page's rendering.
 *
 * @param array<string, mixed>|null $set The verdict, when it is made.
 * @return array<string, mixed>|null
 */
function contact_verdict( ?array $set = null ): ?array {
	static $verdict = null;
	if ( null !== $set ) {
		$verdict = $set;
	}
	return $verdict;
}

/**
 * The page's contact form the post is for: by x_form_id, or (no script) the one whose fields match best.
 *
 * @param list<DOMElement> $containers The page's contact forms.
 */
function find_container( array $containers ): ?DOMElement {
	$id = posted( 'x_form_id' );
	if ( '' !== $id ) {
		return current( array_filter( $containers, static fn( DOMElement $c ) => $c->getAttribute( 'id' ) === $id ) ) ?: null;
	}
	$names = array_map( static fn( $e ) => $e[0], posted_entries() );
	$score = static function ( DOMElement $c ) use ( $names ): int {
		$form = find_all( $c, './/form' )[0] ?? null;
		return $form ? count( array_intersect( array_column( describe_fields( $form ), 'field_id' ), $names ) ) : 0;
	};
	usort( $containers, static fn( $a, $b ) => $score( $b ) <=> $score( $a ) );
	return $containers[0] ?? null;
}

/**
 * The server's verdict on one submission against the page's own form.
 *
 * @param DOMElement $container The x-contact-form.
 * @return array<string, mixed>
 */
function judge_contact( DOMElement $container ): array {
	$form = find_all( $container, './/form' )[0] ?? null;
	if ( ! $form ) {
		return array( 'sections' => array( array( 'items' => array( __( 'This form cannot be sent.', 'x-elements' ) ) ) ) );
	}
	$strings = ui_strings();
	$fields  = describe_fields( $form );
	$values  = values_of( posted_entries(), $fields );
	foreach ( $values as $value ) {
		foreach ( (array) $value as $one ) {
			if ( mb_strlen( $one ) > MAX_FIELD_TEXT ) {
				/* translators: %d: the most characters a field holds. */
				return array( 'sections' => array( array( 'items' => array( sprintf( __( 'Each field holds %d characters at most.', 'x-elements' ), MAX_FIELD_TEXT ) ) ) ) );
			}
		}
	}
	$hidden  = hidden_fields( conditional_rules( $form ), $values );
	$captcha = null;
	if ( $container->hasAttribute( 'captcha' ) ) {
		$number  = static function ( string $name ): float {
			$n = js_number( posted( $name ) );
			return is_finite( $n ) && floor( $n ) === $n && $n >= CAPTCHA_MIN && $n <= CAPTCHA_MAX ? $n : NAN;
		};
		$captcha = array(
			'first'  => $number( 'x_captcha_first' ),
			'second' => $number( 'x_captcha_second' ),
			'answer' => posted( 'x_captcha' ),
		);
	}
	$result = validate_contact( compact( 'fields', 'values', 'hidden', 'captcha', 'strings' ) );
	// A visible field's own pattern, as the browser checks it.
	foreach ( controls_of( $form ) as $control ) {
		$name    = $control->getAttribute( 'name' );
		$pattern = $control->getAttribute( 'pattern' );
		$value   = $values[ $name ] ?? '';
		if ( '' === $pattern || in_array( $name, $hidden, true ) || ! is_string( $value ) || '' === $value ) {
			continue;
		}
		$matched = preg_match( '~^(?:' . str_replace( '~', '\\~', $pattern ) . ')$~uD', $value );
		// A pattern PCRE cannot compile is ignored, as a browser ignores an invalid one; a value that makes a
		// valid one give up (backtracking or JIT limits) fails it, rather than passing unchecked.
		if ( 0 === $matched || ( false === $matched && PREG_INTERNAL_ERROR !== preg_last_error() ) ) {
			$result['errors'][]        = '' !== $control->getAttribute( 'title' ) ? $control->getAttribute( 'title' ) : label_of( $control, $form );
			$result['invalidFields'][] = $name;
			$result['ok']              = false;
		}
	}
	return array(
		'fields'   => $fields,
		'values'   => $values,
		'hidden'   => $hidden,
		'result'   => $result,
		'sections' => compose_message( $result, $strings ),
	);
}

/** The template_redirect action: a contact post judged (and stored and mailed) before the page renders. */
function handle_contact_post(): void {
	if ( ! is_contact_post() ) {
		return;
	}
	if ( ! same_site() ) {
		wp_die( esc_html__( 'This form can only be sent from its own site.', 'x-elements' ), '', array( 'response' => 403 ) );
	}
	if ( rate_limited( 'contact', 10 ) ) {
		wp_die( esc_html__( 'Too many messages from your address: please wait a minute and try again.', 'x-elements' ), '', array( 'response' => 429 ) );
	}
	$post = get_queried_object();
	if ( ! $post instanceof \WP_Post || false === stripos( $post->post_content, '<' . CONTACT_TAG ) ) {
		return; // Not a page with a contact form: WordPress answers as it would.
	}
	$containers = find_all( parse_html( $post->post_content )->documentElement, '//' . CONTACT_TAG );
	$container  = find_container( $containers );
	$form_id    = $container ? $container->getAttribute( 'id' ) : '';
	if ( ! nonce_ok( posted( 'x_nonce' ), CONTACT_NONCE ) ) {
		status_header( 403 );
		contact_verdict(
			array(
				'form_id'  => $form_id,
				'sections' => array( array( 'items' => array( __( 'This page has expired: reload it and send the form again.', 'x-elements' ) ) ) ),
			)
		);
		return;
	}
	if ( ! $container ) {
		status_header( 404 );
		return;
	}
	$verdict = judge_contact( $container );
	if ( empty( $verdict['result']['ok'] ) ) {
		contact_verdict( array( 'form_id' => $form_id ) + $verdict );
		return;
	}
	// A retry of a message stored already (its reply lost) is answered as it was, not checked again.
	$known = retried();
	// A form that asks for a captcha token: verified with the provider before anything is stored or mailed.
	$captcha = ! $known && $container->hasAttribute( 'captcha-token' ) ? captcha_verdict( posted( 'token' ), 'contact' ) : 'ok';
	if ( 'ok' !== $captcha ) {
		status_header( 'unreachable' === $captcha ? 503 : 403 );
		contact_verdict(
			array(
				'form_id'  => $form_id,
				'values'   => $verdict['values'],
				'sections' => array( array( 'items' => array( captcha_message( $captcha ) ) ) ),
			)
		);
		return;
	}
	$visible = array_diff_key( $verdict['values'], array_flip( $verdict['hidden'] ) );
	$email   = current( array_filter( $verdict['fields'], static fn( $f ) => 'email' === $f['field_type'] && is_string( $visible[ $f['field_id'] ] ?? null ) && is_valid_email( $visible[ $f['field_id'] ] ) ) );
	$key     = idempotency_key();
	$stored  = $known || null !== store_submission(
		'contact',
		$form_id,
		array(
			'fields' => $verdict['fields'],
			'values' => $visible,
		),
		array(
			'post_id'         => $post->ID,
			'email'           => $email ? normalise_email( $visible[ $email['field_id'] ] ) : '',
			'idempotency_key' => $key,
		)
	);
	if ( ! $stored ) {
		status_header( 500 );
		contact_verdict(
			array(
				'form_id'  => $form_id,
				'values'   => $verdict['values'],
				'sections' => array( array( 'items' => array( __( 'The message could not be saved. Nothing you typed is lost: please try again in a moment.', 'x-elements' ) ) ) ),
			)
		);
		return;
	}
	if ( ! $known ) {
		mail_contact( $post, $form_id, $verdict['fields'], $visible, $email ? normalise_email( $visible[ $email['field_id'] ] ) : '' );
	}
	$success = $container->getAttribute( 'data-success-message' );
	contact_verdict(
		array(
			'form_id' => $form_id,
			'success' => '' !== $success ? $success : __( 'Thanks for contacting us. We will reply soon.', 'x-elements' ),
		)
	);
}

/**
 * A stored submission's id by its idempotency key, or null.
 *
 * @param string $key The key.
 */
function find_submission( string $key ): ?int {
	global $wpdb;
	$table = tables()['submissions'];
	$id    = $wpdb->get_var( $wpdb->prepare( "SELECT id FROM {$table} WHERE idempotency_key = %s", substr( $key, 0, 64 ) ) );
	return null === $id ? null : (int) $id;
}

/** Whether this request retries a submission stored already (its Idempotency-Key known; its reply was lost). */
function retried(): bool {
	$key = idempotency_key();
	return '' !== $key && null !== find_submission( $key );
}

/**
 * The message mailed to the site's address (the x_elements_contact_recipient filter may name another).
 *
 * @param \WP_Post                    $post    The page.
 * @param string                      $form_id The form.
 * @param list<array<string, string>> $fields  Its fields.
 * @param array<string, mixed>        $values  The visible values.
 * @param string                      $reply   The visitor's address, or ''.
 */
function mail_contact( \WP_Post $post, string $form_id, array $fields, array $values, string $reply ): void {
	$lines = array();
	foreach ( $fields as $field ) {
		if ( array_key_exists( $field['field_id'], $values ) ) {
			$label   = '' !== $field['field_label'] ? $field['field_label'] : $field['field_id'];
			$lines[] = $label . ': ' . implode( ', ', (array) $values[ $field['field_id'] ] );
		}
	}
	/* translators: 1: the site's name, 2: the page's title. */
	$subject = sprintf( __( '[%1$s] A message from the contact form on "%2$s"', 'x-elements' ), wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES ), get_the_title( $post ) );
	$to      = apply_filters( 'x_elements_contact_recipient', get_option( 'admin_email' ), $form_id, $post );
	// Plain text, said: a plugin that makes mail HTML would otherwise read the visitor's words as markup.
	$headers = array_merge( array( 'Content-Type: text/plain; charset=UTF-8' ), '' !== $reply ? array( 'Reply-To: ' . $reply ) : array() );
	wp_mail( $to, $subject, implode( "\n", $lines ) . "\n\n" . get_permalink( $post ), $headers );
}

/**
 * The_content, after shortcodes: each contact form gets its nonce field, and
 * the form this request's post was for shows the verdict.
 *
 * @param string|mixed $content The content.
 * @return string|mixed
 */
function render_contact_forms( $content ) {
	if ( ! is_string( $content ) || false === stripos( $content, '<' . CONTACT_TAG ) ) {
		return $content;
	}
	$verdict = contact_verdict();
	return map_elements( $content, CONTACT_TAG, static fn( string $html ): string => render_contact_form( $html, $verdict ) );
}

/**
 * One contact form as sent: its nonce field, and the verdict when the post was for it.
 *
 * @param string                    $html    The x-contact-form's markup.
 * @param array<string, mixed>|null $verdict This request's verdict.
 */
function render_contact_form( string $html, ?array $verdict ): string {
	$nonce = '<input type="hidden" name="x_nonce" value="' . esc_attr( wp_create_nonce( CONTACT_NONCE ) ) . '">';
	preg_match( '~^<' . CONTACT_TAG . '\b[^>]*\bid\s*=\s*(["\']?)([^"\'\s>]*)\1~i', $html, $id );
	if ( null === $verdict || ( $verdict['form_id'] ?? '' ) !== ( $id[2] ?? '' ) ) {
		return (string) preg_replace( '~<form\b[^>]*>~i', '$0' . $nonce, $html, 1 );
	}
	$doc       = parse_html( $html );
	$container = find_all( $doc->documentElement, '//' . CONTACT_TAG )[0] ?? null;
	if ( ! $container ) {
		return $html;
	}
	if ( isset( $verdict['success'] ) ) {
		while ( $container->firstChild ) {
			$container->removeChild( $container->firstChild );
		}
		$box = $doc->createElement( 'div' );
		$box->setAttribute( 'class', 'x-contact-success' );
		$box->setAttribute( 'role', 'status' );
		$box->appendChild( $doc->createElement( 'p' ) )->appendChild( $doc->createTextNode( $verdict['success'] ) );
		$container->appendChild( $box );
		return (string) $doc->saveHTML( $container );
	}
	$form = find_all( $container, './/form' )[0] ?? null;
	if ( $form && isset( $verdict['values'] ) ) {
		refill( $form, $verdict['values'], $verdict['result']['invalidFields'] ?? array() );
	}
	$container->insertBefore( error_block( $doc, $verdict['sections'] ?? array() ), $container->firstChild );
	return (string) preg_replace( '~<form\b[^>]*>~i', '$0' . $nonce, (string) $doc->saveHTML( $container ), 1 );
}

/**
 * The error text, as the element reads it: [data-x-contact-error], each section a title and a list.
 *
 * @param \DOMDocument                                     $doc      The document.
 * @param list<array{title?: string, items: list<string>}> $sections The sections.
 */
function error_block( \DOMDocument $doc, array $sections ): DOMElement {
	$block = $doc->createElement( 'div' );
	$block->setAttribute( 'data-x-contact-error', '' );
	$block->setAttribute( 'role', 'alert' );
	foreach ( $sections as $section ) {
		if ( ! empty( $section['title'] ) ) {
			$block->appendChild( $doc->createElement( 'p' ) )->appendChild( $doc->createTextNode( $section['title'] ) );
		}
		$list = $block->appendChild( $doc->createElement( 'ul' ) );
		foreach ( $section['items'] as $item ) {
			$list->appendChild( $doc->createElement( 'li' ) )->appendChild( $doc->createTextNode( $item ) );
		}
	}
	return $block;
}

/**
 * The visitor's values written back into the returned form, the failing fields marked.
 *
 * @param DOMElement           $form    The form.
 * @param array<string, mixed> $values  The values.
 * @param list<string>         $invalid The failing fields.
 */
function refill( DOMElement $form, array $values, array $invalid ): void {
	foreach ( controls_of( $form ) as $control ) {
		$name = $control->getAttribute( 'name' );
		$list = array_map( 'strval', (array) ( $values[ $name ] ?? '' ) );
		$type = type_of( $control );
		if ( 'radio' === $type || 'checkbox' === $type ) {
			$value = $control->hasAttribute( 'value' ) ? $control->getAttribute( 'value' ) : 'on';
			in_array( $value, $list, true ) ? $control->setAttribute( 'checked', '' ) : $control->removeAttribute( 'checked' );
		} elseif ( 'select' === $control->localName ) {
			foreach ( find_all( $control, './/option' ) as $option ) {
				$value = $option->hasAttribute( 'value' ) ? $option->getAttribute( 'value' ) : $option->textContent;
				in_array( $value, $list, true ) ? $option->setAttribute( 'selected', '' ) : $option->removeAttribute( 'selected' );
			}
		} elseif ( 'textarea' === $control->localName ) {
			$control->textContent = $list[0] ?? '';
		} else {
			$control->setAttribute( 'value', $list[0] ?? '' );
		}
		if ( in_array( $name, $invalid, true ) ) {
			$control->setAttribute( 'aria-invalid', 'true' );
		}
	}
}
