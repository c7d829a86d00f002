// Core: the element machinery every element needs. Never imports an element, a
// service or a behaviour, and names no feature: services and elements declare
// their own settings fields and strings (settingsFields, uiStrings).
export { attr, readAttr, readAttrs, type AttrSpec, type AttrSpecs, type AttrValues } from './attrs';
export { defineElement, useHost, useElementApi, type ElementProps, type XElement } from './define';
export { emit, event, method, type DetailOf, type EventSpec, type EventSpecs, type MethodImpls, type MethodSpec, type MethodSpecs, type XEventName } from './events';
export { fillString, settingsFields, uiStrings, type Strings } from './page-settings';
export { isPreview, layoutPreviewContent, onPreview, previewMode, trackingEnabled, waypointsEnabled, type PreviewMode } from './preview';
export { markScriptEnabled } from './setup';
export { parseInert, parseInertDocument, POLICY_NAME } from './trusted-types';
export { adoptStyles, cssOf } from './styles';
export { warnOnce } from './warn';
export { defaults, field, fieldProblem, readFields, type Spec, type Specs, type Values } from './validate';
export * from './hooks';
