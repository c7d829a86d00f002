<?php
/**
 * The contact form's fields as the element reads them from its own markup
 * (elements/forms/fields.mjs), and the rest of its rules (conditional logic,
 * the contact rules, the message block: elements/forms/rules.mjs), on PHP's
 * DOM. The server judges a post against the form in the page, never against
 * descriptors the client sent. tests/wordpress/contact-rules.test.mjs runs
 * both sides on the same forms and values.
 *
 * @package XElements
 */

namespace XElements;

use DOMElement;

defined( 'ABSPATH' ) || exit;

/** Field names the element keeps for itself (its own fields, the token, the action and nonce). */
const RESERVED_FIELD = '/^(x_|token$|action$|nonce$)/';
/** Control types that are not fields. */
const SKIP_TYPES = array( 'submit', 'button', 'reset', 'image', 'hidden', 'file' );
/** The conditional-logic operators. */
const OPERATORS = array( 'is', 'is not', 'is empty', 'is not empty', 'contains', 'does not contain', 'is greater', 'is less' );
/** The maths captcha's numbers. */
const CAPTCHA_MIN = 1;
const CAPTCHA_MAX = 15;

/**
 * A control's type attribute, lower case.
 *
 * @param DOMElement $control The control.
 */
function type_of( DOMElement $control ): string {
	return strtolower( $control->getAttribute( 'type' ) );
}

/**
 * The form's fields: named inputs, selects and textareas, but for buttons,
 * hidden and file inputs and the element's own names (controlsOf).
 *
 * @param DOMElement $form The form, or any element of it.
 * @return list<DOMElement>
 */
function controls_of( DOMElement $form ): array {
	return array_values(
		array_filter(
			find_all( $form, './/input | .//select | .//textarea' ),
			static fn( DOMElement $c ) => '' !== $c->getAttribute( 'name' ) && ! preg_match( RESERVED_FIELD, $c->getAttribute( 'name' ) ) && ! in_array( type_of( $c ), SKIP_TYPES, true )
		)
	);
}

/**
 * An element's text as a label reads: spaces collapsed, a trailing "*" dropped.
 *
 * @param DOMElement $el The element.
 */
function label_text( DOMElement $el ): string {
	$text = preg_replace( '/\s+/u', ' ', $el->textContent );
	$text = preg_replace( '/\s*\*\s*$/u', '', (string) $text );
	return js_trim( $text );
}

/**
 * A control's label (labelOf): data-label, a group's legend, its <label>, aria-label, placeholder.
 *
 * @param DOMElement $control The control.
 * @param DOMElement $form    Its form.
 */
function label_of( DOMElement $control, DOMElement $form ): string {
	$wrapper = closest( $control, static fn( DOMElement $e ) => $e->hasAttribute( 'data-label' ) );
	$explicit = $control->hasAttribute( 'data-label' ) ? $control->getAttribute( 'data-label' ) : ( $wrapper ? $wrapper->getAttribute( 'data-label' ) : '' );
	if ( '' !== $explicit ) {
		return js_trim( $explicit );
	}
	$type = $control->getAttribute( 'type' );
	if ( 'radio' === $type || 'checkbox' === $type ) {
		$fieldset = closest( $control, static fn( DOMElement $e ) => 'fieldset' === $e->localName );
		$legend   = $fieldset ? ( find_all( $fieldset, './/legend' )[0] ?? null ) : null;
		if ( $legend ) {
			return label_text( $legend );
		}
	}
	$label = null;
	if ( '' !== $control->getAttribute( 'id' ) ) {
		$id    = $control->getAttribute( 'id' );
		$label = current( array_filter( find_all( $form, './/label' ), static fn( DOMElement $l ) => $l->getAttribute( 'for' ) === $id ) ) ?: null;
	}
	$label ??= closest( $control, static fn( DOMElement $e ) => 'label' === $e->localName );
	if ( $label ) {
		$copy = $label->cloneNode( true );
		foreach ( find_all( $copy, './/input | .//select | .//textarea' ) as $inner ) {
			$inner->parentNode->removeChild( $inner );
		}
		$text = label_text( $copy );
		if ( '' !== $text ) {
			return $text;
		}
	}
	$fallback = $control->hasAttribute( 'aria-label' ) ? $control->getAttribute( 'aria-label' ) : $control->getAttribute( 'placeholder' );
	return js_trim( $fallback );
}

/**
 * A control's field type (fieldType): text, select, a declared data-field-type, email, radio, checkbox or input.
 *
 * @param DOMElement $control The control.
 */
function field_type( DOMElement $control ): string {
	if ( 'textarea' === $control->localName ) {
		return 'text';
	}
	if ( 'select' === $control->localName ) {
		return 'select';
	}
	$declared = closest( $control, static fn( DOMElement $e ) => $e->hasAttribute( 'data-field-type' ) );
	if ( $declared && '' !== $declared->getAttribute( 'data-field-type' ) ) {
		return $declared->getAttribute( 'data-field-type' );
	}
	$type = type_of( $control ) ?: 'text';
	return in_array( $type, array( 'email', 'radio', 'checkbox' ), true ) ? $type : 'input';
}

/**
 * The form's field descriptors (describeFields), one a name.
 *
 * @param DOMElement $form The form.
 * @return list<array{field_id: string, original_id: string, required_mark: string, field_type: string, field_label: string}>
 */
function describe_fields( DOMElement $form ): array {
	$by_name = array();
	foreach ( controls_of( $form ) as $control ) {
		$name     = $control->getAttribute( 'name' );
		$required = $control->hasAttribute( 'required' ) || null !== closest( $control, static fn( DOMElement $e ) => $e->hasAttribute( 'data-required' ) );
		if ( isset( $by_name[ $name ] ) ) {
			if ( $required ) {
				$by_name[ $name ]['required_mark'] = 'required';
			}
			continue;
		}
		$original         = closest( $control, static fn( DOMElement $e ) => $e->hasAttribute( 'data-original-id' ) );
		$by_name[ $name ] = array(
			'field_id'      => $name,
			'original_id'   => $control->hasAttribute( 'data-original-id' ) ? $control->getAttribute( 'data-original-id' ) : ( $original ? $original->getAttribute( 'data-original-id' ) : $name ),
			'required_mark' => $required ? 'required' : 'not_required',
			'field_type'    => field_type( $control ),
			'field_label'   => label_of( $control, $form ),
		);
	}
	return array_values( $by_name );
}

/**
 * The posted values of the fields (valuesOf): a checkbox group's every value, any other field's first.
 *
 * @param list<array{0: string, 1: string}> $entries The posted name and value pairs, in order.
 * @param list<array<string, string>>       $fields  The form's fields.
 * @return array<string, string|list<string>>
 */
function values_of( array $entries, array $fields ): array {
	$values = array();
	foreach ( $fields as $field ) {
		$all = array_values( array_map( static fn( $e ) => $e[1], array_filter( $entries, static fn( $e ) => $e[0] === $field['field_id'] ) ) );
		$values[ $field['field_id'] ] = 'checkbox' === $field['field_type'] ? $all : ( $all[0] ?? '' );
	}
	return $values;
}

/**
 * A number as JavaScript's Number() reads a text (hex, binary and octal
 * prefixes too), or NAN.
 *
 * @param string $text The text.
 */
function js_number( string $text ): float {
	$t = js_trim( $text );
	if ( preg_match( '/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/iD', $t ) ) {
		return (float) $t;
	}
	if ( preg_match( '/^0([xob])([0-9a-f]+)$/iD', $t, $m ) ) {
		$base = array(
			'x' => 16,
			'o' => 8,
			'b' => 2,
		)[ strtolower( $m[1] ) ];
		$digits = strtolower( $m[2] );
		return strspn( $digits, substr( '0123456789abcdef', 0, $base ) ) === strlen( $digits ) ? (float) base_convert( $digits, $base, 10 ) : NAN;
	}
	if ( preg_match( '/^[+-]?Infinity$/D', $t ) ) {
		return str_starts_with( $t, '-' ) ? -INF : INF;
	}
	return '' === $t ? 0.0 : NAN;
}

/**
 * Whether a text is a finite number to the rules (numeric).
 *
 * @param string $text The text.
 */
function is_numeric_text( string $text ): bool {
	return '' !== js_trim( $text ) && is_finite( js_number( $text ) );
}

/**
 * One condition against the values (conditionMet).
 *
 * @param array{0: string, 1: string, 2: string}    $condition Field, operator, expected value.
 * @param array<string, string|list<string>>         $values    The values.
 */
function condition_met( array $condition, array $values ): bool {
	list( $field, $operator, $expected ) = $condition;
	if ( ! array_key_exists( $field, $values ) ) {
		return false;
	}
	$value = $values[ $field ];
	$list  = is_array( $value ) ? $value : ( is_blank( $value ) ? array() : array( js_trim( $value ) ) );
	$want  = js_trim( $expected );
	switch ( $operator ) {
		case 'is':
			return is_array( $value ) ? in_array( $want, $list, true ) : ( $list[0] ?? '' ) === $want;
		case 'is not':
			return ! condition_met( array( $field, 'is', $want ), $values );
		case 'is empty':
			return ! $list;
		case 'is not empty':
			return (bool) $list;
		case 'contains':
			return (bool) array_filter( $list, static fn( $v ) => str_contains( $v, $want ) );
		case 'does not contain':
			return ! array_filter( $list, static fn( $v ) => str_contains( $v, $want ) );
		case 'is greater':
			return is_numeric_text( $want ) && (bool) array_filter( $list, static fn( $v ) => is_numeric_text( $v ) && js_number( $v ) > js_number( $want ) );
		case 'is less':
			return is_numeric_text( $want ) && (bool) array_filter( $list, static fn( $v ) => is_numeric_text( $v ) && js_number( $v ) < js_number( $want ) );
	}
	return false;
}

/**
 * Whether a rule's logic holds (logicMet).
 *
 * @param array{conditions: list<array{0: string, 1: string, 2: string}>, relation: string} $logic  The logic.
 * @param array<string, string|list<string>>                                                 $values The values.
 */
function logic_met( array $logic, array $values ): bool {
	if ( ! $logic['conditions'] ) {
		return true;
	}
	$met = array_map( static fn( $c ) => condition_met( $c, $values ), $logic['conditions'] );
	return 'any' === $logic['relation'] ? in_array( true, $met, true ) : ! in_array( false, $met, true );
}

/**
 * A conditional-logic declaration read (parseLogic): the logic, or null when malformed.
 *
 * @param string $json     The data-conditional-logic attribute.
 * @param string $relation The data-conditional-relation attribute.
 * @return array{conditions: list<array{0: string, 1: string, 2: string}>, relation: string}|null
 */
function parse_logic( string $json, string $relation ): ?array {
	$raw = json_decode( $json, true );
	if ( ! is_array( $raw ) || ! array_is_list( $raw ) ) {
		return null;
	}
	$conditions = array();
	foreach ( $raw as $item ) {
		$ok = is_array( $item ) && array_is_list( $item ) && count( $item ) >= 2 && count( $item ) <= 3 && is_string( $item[0] )
			&& in_array( $item[1], OPERATORS, true ) && ( ! isset( $item[2] ) || is_string( $item[2] ) || is_int( $item[2] ) || is_float( $item[2] ) );
		if ( ! $ok ) {
			return null;
		}
		$conditions[] = array( $item[0], $item[1], isset( $item[2] ) ? js_string( $item[2] ) : '' );
	}
	$rel = js_trim( $relation ) ?: 'all';
	return in_array( $rel, array( 'all', 'any' ), true ) ? array(
		'conditions' => $conditions,
		'relation'   => $rel,
	) : null;
}

/**
 * A JSON number or text as JavaScript's String() writes it.
 *
 * @param string|int|float $value The value.
 */
function js_string( $value ): string {
	if ( is_string( $value ) ) {
		return $value;
	}
	if ( is_int( $value ) || ( is_float( $value ) && floor( $value ) === $value && abs( $value ) < 1e21 ) ) {
		return (string) (int) $value;
	}
	return rtrim( rtrim( sprintf( '%.17g', $value ), '0' ), '.' );
}

/**
 * The form's conditional rules (conditionalRules): each element with
 * data-conditional-logic, the fields inside it and its logic; malformed ones skipped.
 *
 * @param DOMElement $form The form.
 * @return list<array{fields: list<string>, logic: array}>
 */
function conditional_rules( DOMElement $form ): array {
	$rules = array();
	foreach ( find_all( $form, './/*[@data-conditional-logic]' ) as $element ) {
		$logic = parse_logic( $element->getAttribute( 'data-conditional-logic' ), $element->getAttribute( 'data-conditional-relation' ) );
		if ( null !== $logic ) {
			$rules[] = array(
				'fields' => array_values( array_unique( array_map( static fn( $c ) => $c->getAttribute( 'name' ), controls_of( $element ) ) ) ),
				'logic'  => $logic,
			);
		}
	}
	return $rules;
}

/**
 * The fields the failing rules hide (resolveConditions): a hidden field
 * counts as absent for the others' conditions, so chains resolve.
 *
 * @param list<array{fields: list<string>, logic: array}> $rules  The rules.
 * @param array<string, string|list<string>>               $values The values.
 * @return list<string>
 */
function hidden_fields( array $rules, array $values ): array {
	$hidden  = array();
	$failing = array();
	$count   = count( $rules );
	for ( $pass = 0; $pass <= $count; $pass++ ) {
		$visible = array_diff_key( $values, array_flip( $hidden ) );
		$before  = count( $failing );
		foreach ( $rules as $i => $rule ) {
			if ( isset( $failing[ $i ] ) || logic_met( $rule['logic'], $visible ) ) {
				continue;
			}
			$failing[ $i ] = true;
			$hidden        = array_values( array_unique( array_merge( $hidden, $rule['fields'] ) ) );
		}
		if ( count( $failing ) === $before ) {
			break;
		}
	}
	return $hidden;
}

/**
 * The contact rules over a submission (validateContact).
 *
 * @param array{fields: list<array<string, string>>, values: array<string, string|list<string>>, hidden: list<string>, captcha: array{first: float, second: float, answer: string}|null, strings: array<string, string>} $input The submission.
 * @return array{ok: bool, missing: list<string>, errors: list<string>, invalidFields: list<string>, captchaWrong: bool}
 */
function validate_contact( array $input ): array {
	$strings = $input['strings'];
	$missing = array();
	$errors  = array();
	$invalid = array();
	foreach ( $input['fields'] as $field ) {
		if ( in_array( $field['field_id'], $input['hidden'], true ) ) {
			continue;
		}
		$value = $input['values'][ $field['field_id'] ] ?? '';
		if ( is_blank( $value ) ) {
			if ( 'required' === $field['required_mark'] ) {
				$missing[] = '' !== $field['field_label'] ? $field['field_label'] : ( 'checkbox' === $field['field_type'] ? $strings['wrong_checkbox'] : $strings['captcha'] );
				$invalid[] = $field['field_id'];
			}
		} elseif ( 'email' === $field['field_type'] && ! is_valid_email( $value ) ) {
			if ( ! in_array( $strings['invalid'], $errors, true ) ) {
				$errors[] = $strings['invalid'];
			}
			$invalid[] = $field['field_id'];
		}
	}
	$captcha_wrong = false;
	$captcha       = $input['captcha'];
	if ( null !== $captcha ) {
		if ( '' === js_trim( $captcha['answer'] ) ) {
			$missing[] = $strings['captcha'];
		} elseif ( js_number( js_trim( $captcha['answer'] ) ) !== $captcha['first'] + $captcha['second'] ) {
			$errors[]      = $strings['wrong_captcha'];
			$captcha_wrong = true;
		}
	}
	return array(
		'ok'            => ! $missing && ! $errors,
		'missing'       => $missing,
		'errors'        => $errors,
		'invalidFields' => $invalid,
		'captchaWrong'  => $captcha_wrong,
	);
}

/**
 * The message block (composeMessage): sections, each with a title and items.
 *
 * @param array{missing: list<string>, errors: list<string>} $result  The verdict.
 * @param array<string, string>                              $strings The UI strings.
 * @return list<array{title: string, items: list<string>}>
 */
function compose_message( array $result, array $strings ): array {
	$sections = array();
	if ( $result['errors'] ) {
		$sections[] = array(
			'title' => $strings['contact_error_message'],
			'items' => $result['errors'],
		);
	}
	if ( $result['missing'] ) {
		$sections[] = array(
			'title' => $strings['fill_message'],
			'items' => $result['missing'],
		);
	}
	return $sections;
}
