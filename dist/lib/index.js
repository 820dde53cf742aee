import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 779:
/***/ ((__unused_webpack_module, exports) => {

var __webpack_unused_export__;

__webpack_unused_export__ = ({ value: true });
__webpack_unused_export__ = __webpack_unused_export__ = exports.U9 = void 0;
function fmtDef(validate, compare) {
    return { validate, compare };
}
exports.U9 = {
    // date: http://tools.ietf.org/html/rfc3339#section-5.6
    date: fmtDef(date, compareDate),
    // date-time: http://tools.ietf.org/html/rfc3339#section-5.6
    time: fmtDef(getTime(true), compareTime),
    "date-time": fmtDef(getDateTime(true), compareDateTime),
    "iso-time": fmtDef(getTime(), compareIsoTime),
    "iso-date-time": fmtDef(getDateTime(), compareIsoDateTime),
    // duration: https://tools.ietf.org/html/rfc3339#appendix-A
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri,
    "uri-reference": /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    // uri-template: https://tools.ietf.org/html/rfc6570
    "uri-template": /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    // For the source: https://gist.github.com/dperini/729294
    // For test cases: https://mathiasbynens.be/demo/url-regex
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    // optimized https://www.safaribooksonline.com/library/view/regular-expressions-cookbook/9780596802837/ch07s16.html
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex,
    // uuid: http://tools.ietf.org/html/rfc4122
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    // JSON-pointer: https://tools.ietf.org/html/rfc6901
    // uri fragment: https://tools.ietf.org/html/rfc3986#appendix-A
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    // relative JSON-pointer: http://tools.ietf.org/html/draft-luff-relative-json-pointer-00
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    // the following formats are used by the openapi specification: https://spec.openapis.org/oas/v3.0.0#data-types
    // byte: https://github.com/miguelmota/is-base64
    byte,
    // signed 32 bit integer
    int32: { type: "number", validate: validateInt32 },
    // signed 64 bit integer
    int64: { type: "number", validate: validateInt64 },
    // C-type float
    float: { type: "number", validate: validateNumber },
    // C-type double
    double: { type: "number", validate: validateNumber },
    // hint to the UI to hide input strings
    password: true,
    // unchecked string payload
    binary: true,
};
__webpack_unused_export__ = {
    ...exports.U9,
    date: fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, compareDate),
    time: fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareTime),
    "date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, compareDateTime),
    "iso-time": fmtDef(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoTime),
    "iso-date-time": fmtDef(/^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, compareIsoDateTime),
    // uri: https://github.com/mafintosh/is-my-json-valid/blob/master/formats.js
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    // email (sources from jsen validator):
    // http://stackoverflow.com/questions/201323/using-a-regular-expression-to-validate-an-email-address#answer-8829363
    // http://www.w3.org/TR/html5/forms.html#valid-e-mail-address (search for 'wilful violation')
    email: /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
};
__webpack_unused_export__ = Object.keys(exports.U9);
function isLeapYear(year) {
    // https://tools.ietf.org/html/rfc3339#appendix-C
    return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}
const DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function date(str) {
    // full-date from http://tools.ietf.org/html/rfc3339#section-5.6
    const matches = DATE.exec(str);
    if (!matches)
        return false;
    const year = +matches[1];
    const month = +matches[2];
    const day = +matches[3];
    return (month >= 1 &&
        month <= 12 &&
        day >= 1 &&
        day <= (month === 2 && isLeapYear(year) ? 29 : DAYS[month]));
}
function compareDate(d1, d2) {
    if (!(d1 && d2))
        return undefined;
    if (d1 > d2)
        return 1;
    if (d1 < d2)
        return -1;
    return 0;
}
const TIME = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
function getTime(strictTimeZone) {
    return function time(str) {
        const matches = TIME.exec(str);
        if (!matches)
            return false;
        const hr = +matches[1];
        const min = +matches[2];
        const sec = +matches[3];
        const tz = matches[4];
        const tzSign = matches[5] === "-" ? -1 : 1;
        const tzH = +(matches[6] || 0);
        const tzM = +(matches[7] || 0);
        if (tzH > 23 || tzM > 59 || (strictTimeZone && !tz))
            return false;
        if (hr <= 23 && min <= 59 && sec < 60)
            return true;
        // leap second
        const utcMin = min - tzM * tzSign;
        const utcHr = hr - tzH * tzSign - (utcMin < 0 ? 1 : 0);
        return (utcHr === 23 || utcHr === -1) && (utcMin === 59 || utcMin === -1) && sec < 61;
    };
}
function compareTime(s1, s2) {
    if (!(s1 && s2))
        return undefined;
    const t1 = new Date("2020-01-01T" + s1).valueOf();
    const t2 = new Date("2020-01-01T" + s2).valueOf();
    if (!(t1 && t2))
        return undefined;
    return t1 - t2;
}
function compareIsoTime(t1, t2) {
    if (!(t1 && t2))
        return undefined;
    const a1 = TIME.exec(t1);
    const a2 = TIME.exec(t2);
    if (!(a1 && a2))
        return undefined;
    t1 = a1[1] + a1[2] + a1[3];
    t2 = a2[1] + a2[2] + a2[3];
    if (t1 > t2)
        return 1;
    if (t1 < t2)
        return -1;
    return 0;
}
const DATE_TIME_SEPARATOR = /t|\s/i;
function getDateTime(strictTimeZone) {
    const time = getTime(strictTimeZone);
    return function date_time(str) {
        // http://tools.ietf.org/html/rfc3339#section-5.6
        const dateTime = str.split(DATE_TIME_SEPARATOR);
        return dateTime.length === 2 && date(dateTime[0]) && time(dateTime[1]);
    };
}
function compareDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const d1 = new Date(dt1).valueOf();
    const d2 = new Date(dt2).valueOf();
    if (!(d1 && d2))
        return undefined;
    return d1 - d2;
}
function compareIsoDateTime(dt1, dt2) {
    if (!(dt1 && dt2))
        return undefined;
    const [d1, t1] = dt1.split(DATE_TIME_SEPARATOR);
    const [d2, t2] = dt2.split(DATE_TIME_SEPARATOR);
    const res = compareDate(d1, d2);
    if (res === undefined)
        return undefined;
    return res || compareTime(t1, t2);
}
const NOT_URI_FRAGMENT = /\/|:/;
const URI = /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function uri(str) {
    // http://jmrware.com/articles/2009/uri_regexp/URI_regex.html + optional protocol + required "."
    return NOT_URI_FRAGMENT.test(str) && URI.test(str);
}
const BYTE = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
function byte(str) {
    BYTE.lastIndex = 0;
    return BYTE.test(str);
}
const MIN_INT32 = -(2 ** 31);
const MAX_INT32 = 2 ** 31 - 1;
function validateInt32(value) {
    return Number.isInteger(value) && value <= MAX_INT32 && value >= MIN_INT32;
}
function validateInt64(value) {
    // JSON and javascript max Int is 2**53, so any int that passes isInteger is valid for Int64
    return Number.isInteger(value);
}
function validateNumber() {
    return true;
}
const Z_ANCHOR = /[^\\]\\Z/;
function regex(str) {
    if (Z_ANCHOR.test(str))
        return false;
    try {
        new RegExp(str);
        return true;
    }
    catch (e) {
        return false;
    }
}
//# sourceMappingURL=formats.js.map

/***/ }),

/***/ 6214:
/***/ ((__unused_webpack_module, exports) => {


Object.defineProperty(exports, "__esModule", ({ value: true }));
// https://mathiasbynens.be/notes/javascript-encoding
// https://github.com/bestiejs/punycode.js - punycode.ucs2.decode
function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
}
exports["default"] = ucs2length;
ucs2length.code = 'require("ajv/dist/runtime/ucs2length").default';
//# sourceMappingURL=ucs2length.js.map

/***/ }),

/***/ 4807:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./format", "./parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isWS = exports.applyEdit = exports.setProperty = exports.removeProperty = void 0;
    const format_1 = __nccwpck_require__(6612);
    const parser_1 = __nccwpck_require__(5152);
    function removeProperty(text, path, options) {
        return setProperty(text, path, void 0, options);
    }
    exports.removeProperty = removeProperty;
    function setProperty(text, originalPath, value, options) {
        const path = originalPath.slice();
        const errors = [];
        const root = (0, parser_1.parseTree)(text, errors);
        let parent = void 0;
        let lastSegment = void 0;
        while (path.length > 0) {
            lastSegment = path.pop();
            parent = (0, parser_1.findNodeAtLocation)(root, path);
            if (parent === void 0 && value !== void 0) {
                if (typeof lastSegment === 'string') {
                    value = { [lastSegment]: value };
                }
                else {
                    value = [value];
                }
            }
            else {
                break;
            }
        }
        if (!parent) {
            // empty document
            if (value === void 0) { // delete
                throw new Error('Can not delete in empty document');
            }
            return withFormatting(text, { offset: root ? root.offset : 0, length: root ? root.length : 0, content: JSON.stringify(value) }, options);
        }
        else if (parent.type === 'object' && typeof lastSegment === 'string' && Array.isArray(parent.children)) {
            const existing = (0, parser_1.findNodeAtLocation)(parent, [lastSegment]);
            if (existing !== void 0) {
                if (value === void 0) { // delete
                    if (!existing.parent) {
                        throw new Error('Malformed AST');
                    }
                    const propertyIndex = parent.children.indexOf(existing.parent);
                    let removeBegin;
                    let removeEnd = existing.parent.offset + existing.parent.length;
                    if (propertyIndex > 0) {
                        // remove the comma of the previous node
                        let previous = parent.children[propertyIndex - 1];
                        removeBegin = previous.offset + previous.length;
                    }
                    else {
                        removeBegin = parent.offset + 1;
                        if (parent.children.length > 1) {
                            // remove the comma of the next node
                            let next = parent.children[1];
                            removeEnd = next.offset;
                        }
                    }
                    return withFormatting(text, { offset: removeBegin, length: removeEnd - removeBegin, content: '' }, options);
                }
                else {
                    // set value of existing property
                    return withFormatting(text, { offset: existing.offset, length: existing.length, content: JSON.stringify(value) }, options);
                }
            }
            else {
                if (value === void 0) { // delete
                    return []; // property does not exist, nothing to do
                }
                const newProperty = `${JSON.stringify(lastSegment)}: ${JSON.stringify(value)}`;
                const index = options.getInsertionIndex ? options.getInsertionIndex(parent.children.map(p => p.children[0].value)) : parent.children.length;
                let edit;
                if (index > 0) {
                    let previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                else if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty + ',' };
                }
                return withFormatting(text, edit, options);
            }
        }
        else if (parent.type === 'array' && typeof lastSegment === 'number' && Array.isArray(parent.children)) {
            const insertIndex = lastSegment;
            if (insertIndex === -1) {
                // Insert
                const newProperty = `${JSON.stringify(value)}`;
                let edit;
                if (parent.children.length === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: newProperty };
                }
                else {
                    const previous = parent.children[parent.children.length - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else if (value === void 0 && parent.children.length >= 0) {
                // Removal
                const removalIndex = lastSegment;
                const toRemove = parent.children[removalIndex];
                let edit;
                if (parent.children.length === 1) {
                    // only item
                    edit = { offset: parent.offset + 1, length: parent.length - 2, content: '' };
                }
                else if (parent.children.length - 1 === removalIndex) {
                    // last item
                    let previous = parent.children[removalIndex - 1];
                    let offset = previous.offset + previous.length;
                    let parentEndOffset = parent.offset + parent.length;
                    edit = { offset, length: parentEndOffset - 2 - offset, content: '' };
                }
                else {
                    edit = { offset: toRemove.offset, length: parent.children[removalIndex + 1].offset - toRemove.offset, content: '' };
                }
                return withFormatting(text, edit, options);
            }
            else if (value !== void 0) {
                let edit;
                const newProperty = `${JSON.stringify(value)}`;
                if (!options.isArrayInsertion && parent.children.length > lastSegment) {
                    const toModify = parent.children[lastSegment];
                    edit = { offset: toModify.offset, length: toModify.length, content: newProperty };
                }
                else if (parent.children.length === 0 || lastSegment === 0) {
                    edit = { offset: parent.offset + 1, length: 0, content: parent.children.length === 0 ? newProperty : newProperty + ',' };
                }
                else {
                    const index = lastSegment > parent.children.length ? parent.children.length : lastSegment;
                    const previous = parent.children[index - 1];
                    edit = { offset: previous.offset + previous.length, length: 0, content: ',' + newProperty };
                }
                return withFormatting(text, edit, options);
            }
            else {
                throw new Error(`Can not ${value === void 0 ? 'remove' : (options.isArrayInsertion ? 'insert' : 'modify')} Array index ${insertIndex} as length is not sufficient`);
            }
        }
        else {
            throw new Error(`Can not add ${typeof lastSegment !== 'number' ? 'index' : 'property'} to parent of type ${parent.type}`);
        }
    }
    exports.setProperty = setProperty;
    function withFormatting(text, edit, options) {
        if (!options.formattingOptions) {
            return [edit];
        }
        // apply the edit
        let newText = applyEdit(text, edit);
        // format the new text
        let begin = edit.offset;
        let end = edit.offset + edit.content.length;
        if (edit.length === 0 || edit.content.length === 0) { // insert or remove
            while (begin > 0 && !(0, format_1.isEOL)(newText, begin - 1)) {
                begin--;
            }
            while (end < newText.length && !(0, format_1.isEOL)(newText, end)) {
                end++;
            }
        }
        const edits = (0, format_1.format)(newText, { offset: begin, length: end - begin }, { ...options.formattingOptions, keepLines: false });
        // apply the formatting edits and track the begin and end offsets of the changes
        for (let i = edits.length - 1; i >= 0; i--) {
            const edit = edits[i];
            newText = applyEdit(newText, edit);
            begin = Math.min(begin, edit.offset);
            end = Math.max(end, edit.offset + edit.length);
            end += edit.content.length - edit.length;
        }
        // create a single edit with all changes
        const editLength = text.length - (newText.length - end) - begin;
        return [{ offset: begin, length: editLength, content: newText.substring(begin, end) }];
    }
    function applyEdit(text, edit) {
        return text.substring(0, edit.offset) + edit.content + text.substring(edit.offset + edit.length);
    }
    exports.applyEdit = applyEdit;
    function isWS(text, offset) {
        return '\r\n \t'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isWS = isWS;
});


/***/ }),

/***/ 6612:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner", "./string-intern"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.isEOL = exports.format = void 0;
    const scanner_1 = __nccwpck_require__(8525);
    const string_intern_1 = __nccwpck_require__(4579);
    function format(documentText, range, options) {
        let initialIndentLevel;
        let formatText;
        let formatTextStart;
        let rangeStart;
        let rangeEnd;
        if (range) {
            rangeStart = range.offset;
            rangeEnd = rangeStart + range.length;
            formatTextStart = rangeStart;
            while (formatTextStart > 0 && !isEOL(documentText, formatTextStart - 1)) {
                formatTextStart--;
            }
            let endOffset = rangeEnd;
            while (endOffset < documentText.length && !isEOL(documentText, endOffset)) {
                endOffset++;
            }
            formatText = documentText.substring(formatTextStart, endOffset);
            initialIndentLevel = computeIndentLevel(formatText, options);
        }
        else {
            formatText = documentText;
            initialIndentLevel = 0;
            formatTextStart = 0;
            rangeStart = 0;
            rangeEnd = documentText.length;
        }
        const eol = getEOL(options, documentText);
        const eolFastPathSupported = string_intern_1.supportedEols.includes(eol);
        let numberLineBreaks = 0;
        let indentLevel = 0;
        let indentValue;
        if (options.insertSpaces) {
            indentValue = string_intern_1.cachedSpaces[options.tabSize || 4] ?? repeat(string_intern_1.cachedSpaces[1], options.tabSize || 4);
        }
        else {
            indentValue = '\t';
        }
        const indentType = indentValue === '\t' ? '\t' : ' ';
        let scanner = (0, scanner_1.createScanner)(formatText, false);
        let hasError = false;
        function newLinesAndIndent() {
            if (numberLineBreaks > 1) {
                return repeat(eol, numberLineBreaks) + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            const amountOfSpaces = indentValue.length * (initialIndentLevel + indentLevel);
            if (!eolFastPathSupported || amountOfSpaces > string_intern_1.cachedBreakLinesWithSpaces[indentType][eol].length) {
                return eol + repeat(indentValue, initialIndentLevel + indentLevel);
            }
            if (amountOfSpaces <= 0) {
                return eol;
            }
            return string_intern_1.cachedBreakLinesWithSpaces[indentType][eol][amountOfSpaces];
        }
        function scanNext() {
            let token = scanner.scan();
            numberLineBreaks = 0;
            while (token === 15 /* SyntaxKind.Trivia */ || token === 14 /* SyntaxKind.LineBreakTrivia */) {
                if (token === 14 /* SyntaxKind.LineBreakTrivia */ && options.keepLines) {
                    numberLineBreaks += 1;
                }
                else if (token === 14 /* SyntaxKind.LineBreakTrivia */) {
                    numberLineBreaks = 1;
                }
                token = scanner.scan();
            }
            hasError = token === 16 /* SyntaxKind.Unknown */ || scanner.getTokenError() !== 0 /* ScanError.None */;
            return token;
        }
        const editOperations = [];
        function addEdit(text, startOffset, endOffset) {
            if (!hasError && (!range || (startOffset < rangeEnd && endOffset > rangeStart)) && documentText.substring(startOffset, endOffset) !== text) {
                editOperations.push({ offset: startOffset, length: endOffset - startOffset, content: text });
            }
        }
        let firstToken = scanNext();
        if (options.keepLines && numberLineBreaks > 0) {
            addEdit(repeat(eol, numberLineBreaks), 0, 0);
        }
        if (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenStart = scanner.getTokenOffset() + formatTextStart;
            let initialIndent = (indentValue.length * initialIndentLevel < 20) && options.insertSpaces
                ? string_intern_1.cachedSpaces[indentValue.length * initialIndentLevel]
                : repeat(indentValue, initialIndentLevel);
            addEdit(initialIndent, formatTextStart, firstTokenStart);
        }
        while (firstToken !== 17 /* SyntaxKind.EOF */) {
            let firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
            let secondToken = scanNext();
            let replaceContent = '';
            let needsLineBreak = false;
            while (numberLineBreaks === 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                let commentTokenStart = scanner.getTokenOffset() + formatTextStart;
                addEdit(string_intern_1.cachedSpaces[1], firstTokenEnd, commentTokenStart);
                firstTokenEnd = scanner.getTokenOffset() + scanner.getTokenLength() + formatTextStart;
                needsLineBreak = secondToken === 12 /* SyntaxKind.LineCommentTrivia */;
                replaceContent = needsLineBreak ? newLinesAndIndent() : '';
                secondToken = scanNext();
            }
            if (secondToken === 2 /* SyntaxKind.CloseBraceToken */) {
                if (firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 1 /* SyntaxKind.OpenBraceToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else if (secondToken === 4 /* SyntaxKind.CloseBracketToken */) {
                if (firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    indentLevel--;
                }
                ;
                if (options.keepLines && numberLineBreaks > 0 || !options.keepLines && firstToken !== 3 /* SyntaxKind.OpenBracketToken */) {
                    replaceContent = newLinesAndIndent();
                }
                else if (options.keepLines) {
                    replaceContent = string_intern_1.cachedSpaces[1];
                }
            }
            else {
                switch (firstToken) {
                    case 3 /* SyntaxKind.OpenBracketToken */:
                    case 1 /* SyntaxKind.OpenBraceToken */:
                        indentLevel++;
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 5 /* SyntaxKind.CommaToken */:
                        if (options.keepLines && numberLineBreaks > 0 || !options.keepLines) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                        replaceContent = newLinesAndIndent();
                        break;
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 6 /* SyntaxKind.ColonToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (!needsLineBreak) {
                            replaceContent = string_intern_1.cachedSpaces[1];
                        }
                        break;
                    case 10 /* SyntaxKind.StringLiteral */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else if (secondToken === 6 /* SyntaxKind.ColonToken */ && !needsLineBreak) {
                            replaceContent = '';
                        }
                        break;
                    case 7 /* SyntaxKind.NullKeyword */:
                    case 8 /* SyntaxKind.TrueKeyword */:
                    case 9 /* SyntaxKind.FalseKeyword */:
                    case 11 /* SyntaxKind.NumericLiteral */:
                    case 2 /* SyntaxKind.CloseBraceToken */:
                    case 4 /* SyntaxKind.CloseBracketToken */:
                        if (options.keepLines && numberLineBreaks > 0) {
                            replaceContent = newLinesAndIndent();
                        }
                        else {
                            if ((secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */) && !needsLineBreak) {
                                replaceContent = string_intern_1.cachedSpaces[1];
                            }
                            else if (secondToken !== 5 /* SyntaxKind.CommaToken */ && secondToken !== 17 /* SyntaxKind.EOF */) {
                                hasError = true;
                            }
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        hasError = true;
                        break;
                }
                if (numberLineBreaks > 0 && (secondToken === 12 /* SyntaxKind.LineCommentTrivia */ || secondToken === 13 /* SyntaxKind.BlockCommentTrivia */)) {
                    replaceContent = newLinesAndIndent();
                }
            }
            if (secondToken === 17 /* SyntaxKind.EOF */) {
                if (options.keepLines && numberLineBreaks > 0) {
                    replaceContent = newLinesAndIndent();
                }
                else {
                    replaceContent = options.insertFinalNewline ? eol : '';
                }
            }
            const secondTokenStart = scanner.getTokenOffset() + formatTextStart;
            addEdit(replaceContent, firstTokenEnd, secondTokenStart);
            firstToken = secondToken;
        }
        return editOperations;
    }
    exports.format = format;
    function repeat(s, count) {
        let result = '';
        for (let i = 0; i < count; i++) {
            result += s;
        }
        return result;
    }
    function computeIndentLevel(content, options) {
        let i = 0;
        let nChars = 0;
        const tabSize = options.tabSize || 4;
        while (i < content.length) {
            let ch = content.charAt(i);
            if (ch === string_intern_1.cachedSpaces[1]) {
                nChars++;
            }
            else if (ch === '\t') {
                nChars += tabSize;
            }
            else {
                break;
            }
            i++;
        }
        return Math.floor(nChars / tabSize);
    }
    function getEOL(options, text) {
        for (let i = 0; i < text.length; i++) {
            const ch = text.charAt(i);
            if (ch === '\r') {
                if (i + 1 < text.length && text.charAt(i + 1) === '\n') {
                    return '\r\n';
                }
                return '\r';
            }
            else if (ch === '\n') {
                return '\n';
            }
        }
        return (options && options.eol) || '\n';
    }
    function isEOL(text, offset) {
        return '\r\n'.indexOf(text.charAt(offset)) !== -1;
    }
    exports.isEOL = isEOL;
});


/***/ }),

/***/ 5152:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./scanner"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.getNodeType = exports.stripComments = exports.visit = exports.findNodeAtOffset = exports.contains = exports.getNodeValue = exports.getNodePath = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = void 0;
    const scanner_1 = __nccwpck_require__(8525);
    var ParseOptions;
    (function (ParseOptions) {
        ParseOptions.DEFAULT = {
            allowTrailingComma: false
        };
    })(ParseOptions || (ParseOptions = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    function getLocation(text, position) {
        const segments = []; // strings or numbers
        const earlyReturnException = new Object();
        let previousNode = undefined;
        const previousNodeInst = {
            value: {},
            offset: 0,
            length: 0,
            type: 'object',
            parent: undefined
        };
        let isAtPropertyKey = false;
        function setPreviousNode(value, offset, length, type) {
            previousNodeInst.value = value;
            previousNodeInst.offset = offset;
            previousNodeInst.length = length;
            previousNodeInst.type = type;
            previousNodeInst.colonOffset = undefined;
            previousNode = previousNodeInst;
        }
        try {
            visit(text, {
                onObjectBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    isAtPropertyKey = position > offset;
                    segments.push(''); // push a placeholder (will be replaced)
                },
                onObjectProperty: (name, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(name, offset, length, 'property');
                    segments[segments.length - 1] = name;
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onObjectEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onArrayBegin: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.push(0);
                },
                onArrayEnd: (offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    previousNode = undefined;
                    segments.pop();
                },
                onLiteralValue: (value, offset, length) => {
                    if (position < offset) {
                        throw earlyReturnException;
                    }
                    setPreviousNode(value, offset, length, getNodeType(value));
                    if (position <= offset + length) {
                        throw earlyReturnException;
                    }
                },
                onSeparator: (sep, offset, length) => {
                    if (position <= offset) {
                        throw earlyReturnException;
                    }
                    if (sep === ':' && previousNode && previousNode.type === 'property') {
                        previousNode.colonOffset = offset;
                        isAtPropertyKey = false;
                        previousNode = undefined;
                    }
                    else if (sep === ',') {
                        const last = segments[segments.length - 1];
                        if (typeof last === 'number') {
                            segments[segments.length - 1] = last + 1;
                        }
                        else {
                            isAtPropertyKey = true;
                            segments[segments.length - 1] = '';
                        }
                        previousNode = undefined;
                    }
                }
            });
        }
        catch (e) {
            if (e !== earlyReturnException) {
                throw e;
            }
        }
        return {
            path: segments,
            previousNode,
            isAtPropertyKey,
            matches: (pattern) => {
                let k = 0;
                for (let i = 0; k < pattern.length && i < segments.length; i++) {
                    if (pattern[k] === segments[i] || pattern[k] === '*') {
                        k++;
                    }
                    else if (pattern[k] !== '**') {
                        return false;
                    }
                }
                return k === pattern.length;
            }
        };
    }
    exports.getLocation = getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore always check the errors list to find out if the input was valid.
     */
    function parse(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentProperty = null;
        let currentParent = [];
        const previousParents = [];
        function onValue(value) {
            if (Array.isArray(currentParent)) {
                currentParent.push(value);
            }
            else if (currentProperty !== null) {
                currentParent[currentProperty] = value;
            }
        }
        const visitor = {
            onObjectBegin: () => {
                const object = {};
                onValue(object);
                previousParents.push(currentParent);
                currentParent = object;
                currentProperty = null;
            },
            onObjectProperty: (name) => {
                currentProperty = name;
            },
            onObjectEnd: () => {
                currentParent = previousParents.pop();
            },
            onArrayBegin: () => {
                const array = [];
                onValue(array);
                previousParents.push(currentParent);
                currentParent = array;
                currentProperty = null;
            },
            onArrayEnd: () => {
                currentParent = previousParents.pop();
            },
            onLiteralValue: onValue,
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        return currentParent[0];
    }
    exports.parse = parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    function parseTree(text, errors = [], options = ParseOptions.DEFAULT) {
        let currentParent = { type: 'array', offset: -1, length: -1, children: [], parent: undefined }; // artificial root
        function ensurePropertyComplete(endOffset) {
            if (currentParent.type === 'property') {
                currentParent.length = endOffset - currentParent.offset;
                currentParent = currentParent.parent;
            }
        }
        function onValue(valueNode) {
            currentParent.children.push(valueNode);
            return valueNode;
        }
        const visitor = {
            onObjectBegin: (offset) => {
                currentParent = onValue({ type: 'object', offset, length: -1, parent: currentParent, children: [] });
            },
            onObjectProperty: (name, offset, length) => {
                currentParent = onValue({ type: 'property', offset, length: -1, parent: currentParent, children: [] });
                currentParent.children.push({ type: 'string', value: name, offset, length, parent: currentParent });
            },
            onObjectEnd: (offset, length) => {
                ensurePropertyComplete(offset + length); // in case of a missing value for a property: make sure property is complete
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onArrayBegin: (offset, length) => {
                currentParent = onValue({ type: 'array', offset, length: -1, parent: currentParent, children: [] });
            },
            onArrayEnd: (offset, length) => {
                currentParent.length = offset + length - currentParent.offset;
                currentParent = currentParent.parent;
                ensurePropertyComplete(offset + length);
            },
            onLiteralValue: (value, offset, length) => {
                onValue({ type: getNodeType(value), offset, length, parent: currentParent, value });
                ensurePropertyComplete(offset + length);
            },
            onSeparator: (sep, offset, length) => {
                if (currentParent.type === 'property') {
                    if (sep === ':') {
                        currentParent.colonOffset = offset;
                    }
                    else if (sep === ',') {
                        ensurePropertyComplete(offset);
                    }
                }
            },
            onError: (error, offset, length) => {
                errors.push({ error, offset, length });
            }
        };
        visit(text, visitor, options);
        const result = currentParent.children[0];
        if (result) {
            delete result.parent;
        }
        return result;
    }
    exports.parseTree = parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    function findNodeAtLocation(root, path) {
        if (!root) {
            return undefined;
        }
        let node = root;
        for (let segment of path) {
            if (typeof segment === 'string') {
                if (node.type !== 'object' || !Array.isArray(node.children)) {
                    return undefined;
                }
                let found = false;
                for (const propertyNode of node.children) {
                    if (Array.isArray(propertyNode.children) && propertyNode.children[0].value === segment && propertyNode.children.length === 2) {
                        node = propertyNode.children[1];
                        found = true;
                        break;
                    }
                }
                if (!found) {
                    return undefined;
                }
            }
            else {
                const index = segment;
                if (node.type !== 'array' || index < 0 || !Array.isArray(node.children) || index >= node.children.length) {
                    return undefined;
                }
                node = node.children[index];
            }
        }
        return node;
    }
    exports.findNodeAtLocation = findNodeAtLocation;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    function getNodePath(node) {
        if (!node.parent || !node.parent.children) {
            return [];
        }
        const path = getNodePath(node.parent);
        if (node.parent.type === 'property') {
            const key = node.parent.children[0].value;
            path.push(key);
        }
        else if (node.parent.type === 'array') {
            const index = node.parent.children.indexOf(node);
            if (index !== -1) {
                path.push(index);
            }
        }
        return path;
    }
    exports.getNodePath = getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    function getNodeValue(node) {
        switch (node.type) {
            case 'array':
                return node.children.map(getNodeValue);
            case 'object':
                const obj = Object.create(null);
                for (let prop of node.children) {
                    const valueNode = prop.children[1];
                    if (valueNode) {
                        obj[prop.children[0].value] = getNodeValue(valueNode);
                    }
                }
                return obj;
            case 'null':
            case 'string':
            case 'number':
            case 'boolean':
                return node.value;
            default:
                return undefined;
        }
    }
    exports.getNodeValue = getNodeValue;
    function contains(node, offset, includeRightBound = false) {
        return (offset >= node.offset && offset < (node.offset + node.length)) || includeRightBound && (offset === (node.offset + node.length));
    }
    exports.contains = contains;
    /**
     * Finds the most inner node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    function findNodeAtOffset(node, offset, includeRightBound = false) {
        if (contains(node, offset, includeRightBound)) {
            const children = node.children;
            if (Array.isArray(children)) {
                for (let i = 0; i < children.length && children[i].offset <= offset; i++) {
                    const item = findNodeAtOffset(children[i], offset, includeRightBound);
                    if (item) {
                        return item;
                    }
                }
            }
            return node;
        }
        return undefined;
    }
    exports.findNodeAtOffset = findNodeAtOffset;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    function visit(text, visitor, options = ParseOptions.DEFAULT) {
        const _scanner = (0, scanner_1.createScanner)(text, false);
        // Important: Only pass copies of this to visitor functions to prevent accidental modification, and
        // to not affect visitor functions which stored a reference to a previous JSONPath
        const _jsonPath = [];
        // Depth of onXXXBegin() callbacks suppressed. onXXXEnd() decrements this if it isn't 0 already.
        // Callbacks are only called when this value is 0.
        let suppressedCallbacks = 0;
        function toNoArgVisit(visitFunction) {
            return visitFunction ? () => suppressedCallbacks === 0 && visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisit(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter()) : () => true;
        }
        function toOneArgVisitWithPath(visitFunction) {
            return visitFunction ? (arg) => suppressedCallbacks === 0 && visitFunction(arg, _scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice()) : () => true;
        }
        function toBeginVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks++;
                    }
                    else {
                        let cbReturn = visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter(), () => _jsonPath.slice());
                        if (cbReturn === false) {
                            suppressedCallbacks = 1;
                        }
                    }
                }
                : () => true;
        }
        function toEndVisit(visitFunction) {
            return visitFunction ?
                () => {
                    if (suppressedCallbacks > 0) {
                        suppressedCallbacks--;
                    }
                    if (suppressedCallbacks === 0) {
                        visitFunction(_scanner.getTokenOffset(), _scanner.getTokenLength(), _scanner.getTokenStartLine(), _scanner.getTokenStartCharacter());
                    }
                }
                : () => true;
        }
        const onObjectBegin = toBeginVisit(visitor.onObjectBegin), onObjectProperty = toOneArgVisitWithPath(visitor.onObjectProperty), onObjectEnd = toEndVisit(visitor.onObjectEnd), onArrayBegin = toBeginVisit(visitor.onArrayBegin), onArrayEnd = toEndVisit(visitor.onArrayEnd), onLiteralValue = toOneArgVisitWithPath(visitor.onLiteralValue), onSeparator = toOneArgVisit(visitor.onSeparator), onComment = toNoArgVisit(visitor.onComment), onError = toOneArgVisit(visitor.onError);
        const disallowComments = options && options.disallowComments;
        const allowTrailingComma = options && options.allowTrailingComma;
        function scanNext() {
            while (true) {
                const token = _scanner.scan();
                switch (_scanner.getTokenError()) {
                    case 4 /* ScanError.InvalidUnicode */:
                        handleError(14 /* ParseErrorCode.InvalidUnicode */);
                        break;
                    case 5 /* ScanError.InvalidEscapeCharacter */:
                        handleError(15 /* ParseErrorCode.InvalidEscapeCharacter */);
                        break;
                    case 3 /* ScanError.UnexpectedEndOfNumber */:
                        handleError(13 /* ParseErrorCode.UnexpectedEndOfNumber */);
                        break;
                    case 1 /* ScanError.UnexpectedEndOfComment */:
                        if (!disallowComments) {
                            handleError(11 /* ParseErrorCode.UnexpectedEndOfComment */);
                        }
                        break;
                    case 2 /* ScanError.UnexpectedEndOfString */:
                        handleError(12 /* ParseErrorCode.UnexpectedEndOfString */);
                        break;
                    case 6 /* ScanError.InvalidCharacter */:
                        handleError(16 /* ParseErrorCode.InvalidCharacter */);
                        break;
                }
                switch (token) {
                    case 12 /* SyntaxKind.LineCommentTrivia */:
                    case 13 /* SyntaxKind.BlockCommentTrivia */:
                        if (disallowComments) {
                            handleError(10 /* ParseErrorCode.InvalidCommentToken */);
                        }
                        else {
                            onComment();
                        }
                        break;
                    case 16 /* SyntaxKind.Unknown */:
                        handleError(1 /* ParseErrorCode.InvalidSymbol */);
                        break;
                    case 15 /* SyntaxKind.Trivia */:
                    case 14 /* SyntaxKind.LineBreakTrivia */:
                        break;
                    default:
                        return token;
                }
            }
        }
        function handleError(error, skipUntilAfter = [], skipUntil = []) {
            onError(error);
            if (skipUntilAfter.length + skipUntil.length > 0) {
                let token = _scanner.getToken();
                while (token !== 17 /* SyntaxKind.EOF */) {
                    if (skipUntilAfter.indexOf(token) !== -1) {
                        scanNext();
                        break;
                    }
                    else if (skipUntil.indexOf(token) !== -1) {
                        break;
                    }
                    token = scanNext();
                }
            }
        }
        function parseString(isValue) {
            const value = _scanner.getTokenValue();
            if (isValue) {
                onLiteralValue(value);
            }
            else {
                onObjectProperty(value);
                // add property name afterwards
                _jsonPath.push(value);
            }
            scanNext();
            return true;
        }
        function parseLiteral() {
            switch (_scanner.getToken()) {
                case 11 /* SyntaxKind.NumericLiteral */:
                    const tokenValue = _scanner.getTokenValue();
                    let value = Number(tokenValue);
                    if (isNaN(value)) {
                        handleError(2 /* ParseErrorCode.InvalidNumberFormat */);
                        value = 0;
                    }
                    onLiteralValue(value);
                    break;
                case 7 /* SyntaxKind.NullKeyword */:
                    onLiteralValue(null);
                    break;
                case 8 /* SyntaxKind.TrueKeyword */:
                    onLiteralValue(true);
                    break;
                case 9 /* SyntaxKind.FalseKeyword */:
                    onLiteralValue(false);
                    break;
                default:
                    return false;
            }
            scanNext();
            return true;
        }
        function parseProperty() {
            if (_scanner.getToken() !== 10 /* SyntaxKind.StringLiteral */) {
                handleError(3 /* ParseErrorCode.PropertyNameExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                return false;
            }
            parseString(false);
            if (_scanner.getToken() === 6 /* SyntaxKind.ColonToken */) {
                onSeparator(':');
                scanNext(); // consume colon
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
            }
            else {
                handleError(5 /* ParseErrorCode.ColonExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
            }
            _jsonPath.pop(); // remove processed property name
            return true;
        }
        function parseObject() {
            onObjectBegin();
            scanNext(); // consume open brace
            let needsComma = false;
            while (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 2 /* SyntaxKind.CloseBraceToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (!parseProperty()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [2 /* SyntaxKind.CloseBraceToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onObjectEnd();
            if (_scanner.getToken() !== 2 /* SyntaxKind.CloseBraceToken */) {
                handleError(7 /* ParseErrorCode.CloseBraceExpected */, [2 /* SyntaxKind.CloseBraceToken */], []);
            }
            else {
                scanNext(); // consume close brace
            }
            return true;
        }
        function parseArray() {
            onArrayBegin();
            scanNext(); // consume open bracket
            let isFirstElement = true;
            let needsComma = false;
            while (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */ && _scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
                if (_scanner.getToken() === 5 /* SyntaxKind.CommaToken */) {
                    if (!needsComma) {
                        handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
                    }
                    onSeparator(',');
                    scanNext(); // consume comma
                    if (_scanner.getToken() === 4 /* SyntaxKind.CloseBracketToken */ && allowTrailingComma) {
                        break;
                    }
                }
                else if (needsComma) {
                    handleError(6 /* ParseErrorCode.CommaExpected */, [], []);
                }
                if (isFirstElement) {
                    _jsonPath.push(0);
                    isFirstElement = false;
                }
                else {
                    _jsonPath[_jsonPath.length - 1]++;
                }
                if (!parseValue()) {
                    handleError(4 /* ParseErrorCode.ValueExpected */, [], [4 /* SyntaxKind.CloseBracketToken */, 5 /* SyntaxKind.CommaToken */]);
                }
                needsComma = true;
            }
            onArrayEnd();
            if (!isFirstElement) {
                _jsonPath.pop(); // remove array index
            }
            if (_scanner.getToken() !== 4 /* SyntaxKind.CloseBracketToken */) {
                handleError(8 /* ParseErrorCode.CloseBracketExpected */, [4 /* SyntaxKind.CloseBracketToken */], []);
            }
            else {
                scanNext(); // consume close bracket
            }
            return true;
        }
        function parseValue() {
            switch (_scanner.getToken()) {
                case 3 /* SyntaxKind.OpenBracketToken */:
                    return parseArray();
                case 1 /* SyntaxKind.OpenBraceToken */:
                    return parseObject();
                case 10 /* SyntaxKind.StringLiteral */:
                    return parseString(true);
                default:
                    return parseLiteral();
            }
        }
        scanNext();
        if (_scanner.getToken() === 17 /* SyntaxKind.EOF */) {
            if (options.allowEmptyContent) {
                return true;
            }
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (!parseValue()) {
            handleError(4 /* ParseErrorCode.ValueExpected */, [], []);
            return false;
        }
        if (_scanner.getToken() !== 17 /* SyntaxKind.EOF */) {
            handleError(9 /* ParseErrorCode.EndOfFileExpected */, [], []);
        }
        return true;
    }
    exports.visit = visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    function stripComments(text, replaceCh) {
        let _scanner = (0, scanner_1.createScanner)(text), parts = [], kind, offset = 0, pos;
        do {
            pos = _scanner.getPosition();
            kind = _scanner.scan();
            switch (kind) {
                case 12 /* SyntaxKind.LineCommentTrivia */:
                case 13 /* SyntaxKind.BlockCommentTrivia */:
                case 17 /* SyntaxKind.EOF */:
                    if (offset !== pos) {
                        parts.push(text.substring(offset, pos));
                    }
                    if (replaceCh !== undefined) {
                        parts.push(_scanner.getTokenValue().replace(/[^\r\n]/g, replaceCh));
                    }
                    offset = _scanner.getPosition();
                    break;
            }
        } while (kind !== 17 /* SyntaxKind.EOF */);
        return parts.join('');
    }
    exports.stripComments = stripComments;
    function getNodeType(value) {
        switch (typeof value) {
            case 'boolean': return 'boolean';
            case 'number': return 'number';
            case 'string': return 'string';
            case 'object': {
                if (!value) {
                    return 'null';
                }
                else if (Array.isArray(value)) {
                    return 'array';
                }
                return 'object';
            }
            default: return 'null';
        }
    }
    exports.getNodeType = getNodeType;
});


/***/ }),

/***/ 8525:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.createScanner = void 0;
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    function createScanner(text, ignoreTrivia = false) {
        const len = text.length;
        let pos = 0, value = '', tokenOffset = 0, token = 16 /* SyntaxKind.Unknown */, lineNumber = 0, lineStartOffset = 0, tokenLineStartOffset = 0, prevTokenLineStartOffset = 0, scanError = 0 /* ScanError.None */;
        function scanHexDigits(count, exact) {
            let digits = 0;
            let value = 0;
            while (digits < count || !exact) {
                let ch = text.charCodeAt(pos);
                if (ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */) {
                    value = value * 16 + ch - 48 /* CharacterCodes._0 */;
                }
                else if (ch >= 65 /* CharacterCodes.A */ && ch <= 70 /* CharacterCodes.F */) {
                    value = value * 16 + ch - 65 /* CharacterCodes.A */ + 10;
                }
                else if (ch >= 97 /* CharacterCodes.a */ && ch <= 102 /* CharacterCodes.f */) {
                    value = value * 16 + ch - 97 /* CharacterCodes.a */ + 10;
                }
                else {
                    break;
                }
                pos++;
                digits++;
            }
            if (digits < count) {
                value = -1;
            }
            return value;
        }
        function setPosition(newPosition) {
            pos = newPosition;
            value = '';
            tokenOffset = 0;
            token = 16 /* SyntaxKind.Unknown */;
            scanError = 0 /* ScanError.None */;
        }
        function scanNumber() {
            let start = pos;
            if (text.charCodeAt(pos) === 48 /* CharacterCodes._0 */) {
                pos++;
            }
            else {
                pos++;
                while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                }
            }
            if (pos < text.length && text.charCodeAt(pos) === 46 /* CharacterCodes.dot */) {
                pos++;
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                    return text.substring(start, pos);
                }
            }
            let end = pos;
            if (pos < text.length && (text.charCodeAt(pos) === 69 /* CharacterCodes.E */ || text.charCodeAt(pos) === 101 /* CharacterCodes.e */)) {
                pos++;
                if (pos < text.length && text.charCodeAt(pos) === 43 /* CharacterCodes.plus */ || text.charCodeAt(pos) === 45 /* CharacterCodes.minus */) {
                    pos++;
                }
                if (pos < text.length && isDigit(text.charCodeAt(pos))) {
                    pos++;
                    while (pos < text.length && isDigit(text.charCodeAt(pos))) {
                        pos++;
                    }
                    end = pos;
                }
                else {
                    scanError = 3 /* ScanError.UnexpectedEndOfNumber */;
                }
            }
            return text.substring(start, end);
        }
        function scanString() {
            let result = '', start = pos;
            while (true) {
                if (pos >= len) {
                    result += text.substring(start, pos);
                    scanError = 2 /* ScanError.UnexpectedEndOfString */;
                    break;
                }
                const ch = text.charCodeAt(pos);
                if (ch === 34 /* CharacterCodes.doubleQuote */) {
                    result += text.substring(start, pos);
                    pos++;
                    break;
                }
                if (ch === 92 /* CharacterCodes.backslash */) {
                    result += text.substring(start, pos);
                    pos++;
                    if (pos >= len) {
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    const ch2 = text.charCodeAt(pos++);
                    switch (ch2) {
                        case 34 /* CharacterCodes.doubleQuote */:
                            result += '\"';
                            break;
                        case 92 /* CharacterCodes.backslash */:
                            result += '\\';
                            break;
                        case 47 /* CharacterCodes.slash */:
                            result += '/';
                            break;
                        case 98 /* CharacterCodes.b */:
                            result += '\b';
                            break;
                        case 102 /* CharacterCodes.f */:
                            result += '\f';
                            break;
                        case 110 /* CharacterCodes.n */:
                            result += '\n';
                            break;
                        case 114 /* CharacterCodes.r */:
                            result += '\r';
                            break;
                        case 116 /* CharacterCodes.t */:
                            result += '\t';
                            break;
                        case 117 /* CharacterCodes.u */:
                            const ch3 = scanHexDigits(4, true);
                            if (ch3 >= 0) {
                                result += String.fromCharCode(ch3);
                            }
                            else {
                                scanError = 4 /* ScanError.InvalidUnicode */;
                            }
                            break;
                        default:
                            scanError = 5 /* ScanError.InvalidEscapeCharacter */;
                    }
                    start = pos;
                    continue;
                }
                if (ch >= 0 && ch <= 0x1f) {
                    if (isLineBreak(ch)) {
                        result += text.substring(start, pos);
                        scanError = 2 /* ScanError.UnexpectedEndOfString */;
                        break;
                    }
                    else {
                        scanError = 6 /* ScanError.InvalidCharacter */;
                        // mark as error but continue with string
                    }
                }
                pos++;
            }
            return result;
        }
        function scanNext() {
            value = '';
            scanError = 0 /* ScanError.None */;
            tokenOffset = pos;
            lineStartOffset = lineNumber;
            prevTokenLineStartOffset = tokenLineStartOffset;
            if (pos >= len) {
                // at the end
                tokenOffset = len;
                return token = 17 /* SyntaxKind.EOF */;
            }
            let code = text.charCodeAt(pos);
            // trivia: whitespace
            if (isWhiteSpace(code)) {
                do {
                    pos++;
                    value += String.fromCharCode(code);
                    code = text.charCodeAt(pos);
                } while (isWhiteSpace(code));
                return token = 15 /* SyntaxKind.Trivia */;
            }
            // trivia: newlines
            if (isLineBreak(code)) {
                pos++;
                value += String.fromCharCode(code);
                if (code === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                    pos++;
                    value += '\n';
                }
                lineNumber++;
                tokenLineStartOffset = pos;
                return token = 14 /* SyntaxKind.LineBreakTrivia */;
            }
            switch (code) {
                // tokens: []{}:,
                case 123 /* CharacterCodes.openBrace */:
                    pos++;
                    return token = 1 /* SyntaxKind.OpenBraceToken */;
                case 125 /* CharacterCodes.closeBrace */:
                    pos++;
                    return token = 2 /* SyntaxKind.CloseBraceToken */;
                case 91 /* CharacterCodes.openBracket */:
                    pos++;
                    return token = 3 /* SyntaxKind.OpenBracketToken */;
                case 93 /* CharacterCodes.closeBracket */:
                    pos++;
                    return token = 4 /* SyntaxKind.CloseBracketToken */;
                case 58 /* CharacterCodes.colon */:
                    pos++;
                    return token = 6 /* SyntaxKind.ColonToken */;
                case 44 /* CharacterCodes.comma */:
                    pos++;
                    return token = 5 /* SyntaxKind.CommaToken */;
                // strings
                case 34 /* CharacterCodes.doubleQuote */:
                    pos++;
                    value = scanString();
                    return token = 10 /* SyntaxKind.StringLiteral */;
                // comments
                case 47 /* CharacterCodes.slash */:
                    const start = pos - 1;
                    // Single-line comment
                    if (text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                        pos += 2;
                        while (pos < len) {
                            if (isLineBreak(text.charCodeAt(pos))) {
                                break;
                            }
                            pos++;
                        }
                        value = text.substring(start, pos);
                        return token = 12 /* SyntaxKind.LineCommentTrivia */;
                    }
                    // Multi-line comment
                    if (text.charCodeAt(pos + 1) === 42 /* CharacterCodes.asterisk */) {
                        pos += 2;
                        const safeLength = len - 1; // For lookahead.
                        let commentClosed = false;
                        while (pos < safeLength) {
                            const ch = text.charCodeAt(pos);
                            if (ch === 42 /* CharacterCodes.asterisk */ && text.charCodeAt(pos + 1) === 47 /* CharacterCodes.slash */) {
                                pos += 2;
                                commentClosed = true;
                                break;
                            }
                            pos++;
                            if (isLineBreak(ch)) {
                                if (ch === 13 /* CharacterCodes.carriageReturn */ && text.charCodeAt(pos) === 10 /* CharacterCodes.lineFeed */) {
                                    pos++;
                                }
                                lineNumber++;
                                tokenLineStartOffset = pos;
                            }
                        }
                        if (!commentClosed) {
                            pos++;
                            scanError = 1 /* ScanError.UnexpectedEndOfComment */;
                        }
                        value = text.substring(start, pos);
                        return token = 13 /* SyntaxKind.BlockCommentTrivia */;
                    }
                    // just a single slash
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
                // numbers
                case 45 /* CharacterCodes.minus */:
                    value += String.fromCharCode(code);
                    pos++;
                    if (pos === len || !isDigit(text.charCodeAt(pos))) {
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                // found a minus, followed by a number so
                // we fall through to proceed with scanning
                // numbers
                case 48 /* CharacterCodes._0 */:
                case 49 /* CharacterCodes._1 */:
                case 50 /* CharacterCodes._2 */:
                case 51 /* CharacterCodes._3 */:
                case 52 /* CharacterCodes._4 */:
                case 53 /* CharacterCodes._5 */:
                case 54 /* CharacterCodes._6 */:
                case 55 /* CharacterCodes._7 */:
                case 56 /* CharacterCodes._8 */:
                case 57 /* CharacterCodes._9 */:
                    value += scanNumber();
                    return token = 11 /* SyntaxKind.NumericLiteral */;
                // literals and unknown symbols
                default:
                    // is a literal? Read the full word.
                    while (pos < len && isUnknownContentCharacter(code)) {
                        pos++;
                        code = text.charCodeAt(pos);
                    }
                    if (tokenOffset !== pos) {
                        value = text.substring(tokenOffset, pos);
                        // keywords: true, false, null
                        switch (value) {
                            case 'true': return token = 8 /* SyntaxKind.TrueKeyword */;
                            case 'false': return token = 9 /* SyntaxKind.FalseKeyword */;
                            case 'null': return token = 7 /* SyntaxKind.NullKeyword */;
                        }
                        return token = 16 /* SyntaxKind.Unknown */;
                    }
                    // some
                    value += String.fromCharCode(code);
                    pos++;
                    return token = 16 /* SyntaxKind.Unknown */;
            }
        }
        function isUnknownContentCharacter(code) {
            if (isWhiteSpace(code) || isLineBreak(code)) {
                return false;
            }
            switch (code) {
                case 125 /* CharacterCodes.closeBrace */:
                case 93 /* CharacterCodes.closeBracket */:
                case 123 /* CharacterCodes.openBrace */:
                case 91 /* CharacterCodes.openBracket */:
                case 34 /* CharacterCodes.doubleQuote */:
                case 58 /* CharacterCodes.colon */:
                case 44 /* CharacterCodes.comma */:
                case 47 /* CharacterCodes.slash */:
                    return false;
            }
            return true;
        }
        function scanNextNonTrivia() {
            let result;
            do {
                result = scanNext();
            } while (result >= 12 /* SyntaxKind.LineCommentTrivia */ && result <= 15 /* SyntaxKind.Trivia */);
            return result;
        }
        return {
            setPosition: setPosition,
            getPosition: () => pos,
            scan: ignoreTrivia ? scanNextNonTrivia : scanNext,
            getToken: () => token,
            getTokenValue: () => value,
            getTokenOffset: () => tokenOffset,
            getTokenLength: () => pos - tokenOffset,
            getTokenStartLine: () => lineStartOffset,
            getTokenStartCharacter: () => tokenOffset - prevTokenLineStartOffset,
            getTokenError: () => scanError,
        };
    }
    exports.createScanner = createScanner;
    function isWhiteSpace(ch) {
        return ch === 32 /* CharacterCodes.space */ || ch === 9 /* CharacterCodes.tab */;
    }
    function isLineBreak(ch) {
        return ch === 10 /* CharacterCodes.lineFeed */ || ch === 13 /* CharacterCodes.carriageReturn */;
    }
    function isDigit(ch) {
        return ch >= 48 /* CharacterCodes._0 */ && ch <= 57 /* CharacterCodes._9 */;
    }
    var CharacterCodes;
    (function (CharacterCodes) {
        CharacterCodes[CharacterCodes["lineFeed"] = 10] = "lineFeed";
        CharacterCodes[CharacterCodes["carriageReturn"] = 13] = "carriageReturn";
        CharacterCodes[CharacterCodes["space"] = 32] = "space";
        CharacterCodes[CharacterCodes["_0"] = 48] = "_0";
        CharacterCodes[CharacterCodes["_1"] = 49] = "_1";
        CharacterCodes[CharacterCodes["_2"] = 50] = "_2";
        CharacterCodes[CharacterCodes["_3"] = 51] = "_3";
        CharacterCodes[CharacterCodes["_4"] = 52] = "_4";
        CharacterCodes[CharacterCodes["_5"] = 53] = "_5";
        CharacterCodes[CharacterCodes["_6"] = 54] = "_6";
        CharacterCodes[CharacterCodes["_7"] = 55] = "_7";
        CharacterCodes[CharacterCodes["_8"] = 56] = "_8";
        CharacterCodes[CharacterCodes["_9"] = 57] = "_9";
        CharacterCodes[CharacterCodes["a"] = 97] = "a";
        CharacterCodes[CharacterCodes["b"] = 98] = "b";
        CharacterCodes[CharacterCodes["c"] = 99] = "c";
        CharacterCodes[CharacterCodes["d"] = 100] = "d";
        CharacterCodes[CharacterCodes["e"] = 101] = "e";
        CharacterCodes[CharacterCodes["f"] = 102] = "f";
        CharacterCodes[CharacterCodes["g"] = 103] = "g";
        CharacterCodes[CharacterCodes["h"] = 104] = "h";
        CharacterCodes[CharacterCodes["i"] = 105] = "i";
        CharacterCodes[CharacterCodes["j"] = 106] = "j";
        CharacterCodes[CharacterCodes["k"] = 107] = "k";
        CharacterCodes[CharacterCodes["l"] = 108] = "l";
        CharacterCodes[CharacterCodes["m"] = 109] = "m";
        CharacterCodes[CharacterCodes["n"] = 110] = "n";
        CharacterCodes[CharacterCodes["o"] = 111] = "o";
        CharacterCodes[CharacterCodes["p"] = 112] = "p";
        CharacterCodes[CharacterCodes["q"] = 113] = "q";
        CharacterCodes[CharacterCodes["r"] = 114] = "r";
        CharacterCodes[CharacterCodes["s"] = 115] = "s";
        CharacterCodes[CharacterCodes["t"] = 116] = "t";
        CharacterCodes[CharacterCodes["u"] = 117] = "u";
        CharacterCodes[CharacterCodes["v"] = 118] = "v";
        CharacterCodes[CharacterCodes["w"] = 119] = "w";
        CharacterCodes[CharacterCodes["x"] = 120] = "x";
        CharacterCodes[CharacterCodes["y"] = 121] = "y";
        CharacterCodes[CharacterCodes["z"] = 122] = "z";
        CharacterCodes[CharacterCodes["A"] = 65] = "A";
        CharacterCodes[CharacterCodes["B"] = 66] = "B";
        CharacterCodes[CharacterCodes["C"] = 67] = "C";
        CharacterCodes[CharacterCodes["D"] = 68] = "D";
        CharacterCodes[CharacterCodes["E"] = 69] = "E";
        CharacterCodes[CharacterCodes["F"] = 70] = "F";
        CharacterCodes[CharacterCodes["G"] = 71] = "G";
        CharacterCodes[CharacterCodes["H"] = 72] = "H";
        CharacterCodes[CharacterCodes["I"] = 73] = "I";
        CharacterCodes[CharacterCodes["J"] = 74] = "J";
        CharacterCodes[CharacterCodes["K"] = 75] = "K";
        CharacterCodes[CharacterCodes["L"] = 76] = "L";
        CharacterCodes[CharacterCodes["M"] = 77] = "M";
        CharacterCodes[CharacterCodes["N"] = 78] = "N";
        CharacterCodes[CharacterCodes["O"] = 79] = "O";
        CharacterCodes[CharacterCodes["P"] = 80] = "P";
        CharacterCodes[CharacterCodes["Q"] = 81] = "Q";
        CharacterCodes[CharacterCodes["R"] = 82] = "R";
        CharacterCodes[CharacterCodes["S"] = 83] = "S";
        CharacterCodes[CharacterCodes["T"] = 84] = "T";
        CharacterCodes[CharacterCodes["U"] = 85] = "U";
        CharacterCodes[CharacterCodes["V"] = 86] = "V";
        CharacterCodes[CharacterCodes["W"] = 87] = "W";
        CharacterCodes[CharacterCodes["X"] = 88] = "X";
        CharacterCodes[CharacterCodes["Y"] = 89] = "Y";
        CharacterCodes[CharacterCodes["Z"] = 90] = "Z";
        CharacterCodes[CharacterCodes["asterisk"] = 42] = "asterisk";
        CharacterCodes[CharacterCodes["backslash"] = 92] = "backslash";
        CharacterCodes[CharacterCodes["closeBrace"] = 125] = "closeBrace";
        CharacterCodes[CharacterCodes["closeBracket"] = 93] = "closeBracket";
        CharacterCodes[CharacterCodes["colon"] = 58] = "colon";
        CharacterCodes[CharacterCodes["comma"] = 44] = "comma";
        CharacterCodes[CharacterCodes["dot"] = 46] = "dot";
        CharacterCodes[CharacterCodes["doubleQuote"] = 34] = "doubleQuote";
        CharacterCodes[CharacterCodes["minus"] = 45] = "minus";
        CharacterCodes[CharacterCodes["openBrace"] = 123] = "openBrace";
        CharacterCodes[CharacterCodes["openBracket"] = 91] = "openBracket";
        CharacterCodes[CharacterCodes["plus"] = 43] = "plus";
        CharacterCodes[CharacterCodes["slash"] = 47] = "slash";
        CharacterCodes[CharacterCodes["formFeed"] = 12] = "formFeed";
        CharacterCodes[CharacterCodes["tab"] = 9] = "tab";
    })(CharacterCodes || (CharacterCodes = {}));
});


/***/ }),

/***/ 4579:
/***/ ((module, exports) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports"], factory);
    }
})(function () {
    "use strict";
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.supportedEols = exports.cachedBreakLinesWithSpaces = exports.cachedSpaces = void 0;
    exports.cachedSpaces = new Array(20).fill(0).map((_, index) => {
        return ' '.repeat(index);
    });
    const maxCachedValues = 200;
    exports.cachedBreakLinesWithSpaces = {
        ' ': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + ' '.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + ' '.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + ' '.repeat(index);
            }),
        },
        '\t': {
            '\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\n' + '\t'.repeat(index);
            }),
            '\r': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r' + '\t'.repeat(index);
            }),
            '\r\n': new Array(maxCachedValues).fill(0).map((_, index) => {
                return '\r\n' + '\t'.repeat(index);
            }),
        }
    };
    exports.supportedEols = ['\n', '\r', '\r\n'];
});


/***/ }),

/***/ 9547:
/***/ ((module, exports, __nccwpck_require__) => {

(function (factory) {
    if ( true && typeof module.exports === "object") {
        var v = factory(__WEBPACK_EXTERNAL_createRequire(import.meta.url), exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./impl/format", "./impl/edit", "./impl/scanner", "./impl/parser"], factory);
    }
})(function () {
    /*---------------------------------------------------------------------------------------------
     *  Copyright (c) Microsoft Corporation. All rights reserved.
     *  Licensed under the MIT License. See License.txt in the project root for license information.
     *--------------------------------------------------------------------------------------------*/
    'use strict';
    Object.defineProperty(exports, "__esModule", ({ value: true }));
    exports.applyEdits = exports.modify = exports.format = exports.printParseErrorCode = exports.ParseErrorCode = exports.stripComments = exports.visit = exports.getNodeValue = exports.getNodePath = exports.findNodeAtOffset = exports.findNodeAtLocation = exports.parseTree = exports.parse = exports.getLocation = exports.SyntaxKind = exports.ScanError = exports.createScanner = void 0;
    const formatter = __nccwpck_require__(6612);
    const edit = __nccwpck_require__(4807);
    const scanner = __nccwpck_require__(8525);
    const parser = __nccwpck_require__(5152);
    /**
     * Creates a JSON scanner on the given text.
     * If ignoreTrivia is set, whitespaces or comments are ignored.
     */
    exports.createScanner = scanner.createScanner;
    var ScanError;
    (function (ScanError) {
        ScanError[ScanError["None"] = 0] = "None";
        ScanError[ScanError["UnexpectedEndOfComment"] = 1] = "UnexpectedEndOfComment";
        ScanError[ScanError["UnexpectedEndOfString"] = 2] = "UnexpectedEndOfString";
        ScanError[ScanError["UnexpectedEndOfNumber"] = 3] = "UnexpectedEndOfNumber";
        ScanError[ScanError["InvalidUnicode"] = 4] = "InvalidUnicode";
        ScanError[ScanError["InvalidEscapeCharacter"] = 5] = "InvalidEscapeCharacter";
        ScanError[ScanError["InvalidCharacter"] = 6] = "InvalidCharacter";
    })(ScanError || (exports.ScanError = ScanError = {}));
    var SyntaxKind;
    (function (SyntaxKind) {
        SyntaxKind[SyntaxKind["OpenBraceToken"] = 1] = "OpenBraceToken";
        SyntaxKind[SyntaxKind["CloseBraceToken"] = 2] = "CloseBraceToken";
        SyntaxKind[SyntaxKind["OpenBracketToken"] = 3] = "OpenBracketToken";
        SyntaxKind[SyntaxKind["CloseBracketToken"] = 4] = "CloseBracketToken";
        SyntaxKind[SyntaxKind["CommaToken"] = 5] = "CommaToken";
        SyntaxKind[SyntaxKind["ColonToken"] = 6] = "ColonToken";
        SyntaxKind[SyntaxKind["NullKeyword"] = 7] = "NullKeyword";
        SyntaxKind[SyntaxKind["TrueKeyword"] = 8] = "TrueKeyword";
        SyntaxKind[SyntaxKind["FalseKeyword"] = 9] = "FalseKeyword";
        SyntaxKind[SyntaxKind["StringLiteral"] = 10] = "StringLiteral";
        SyntaxKind[SyntaxKind["NumericLiteral"] = 11] = "NumericLiteral";
        SyntaxKind[SyntaxKind["LineCommentTrivia"] = 12] = "LineCommentTrivia";
        SyntaxKind[SyntaxKind["BlockCommentTrivia"] = 13] = "BlockCommentTrivia";
        SyntaxKind[SyntaxKind["LineBreakTrivia"] = 14] = "LineBreakTrivia";
        SyntaxKind[SyntaxKind["Trivia"] = 15] = "Trivia";
        SyntaxKind[SyntaxKind["Unknown"] = 16] = "Unknown";
        SyntaxKind[SyntaxKind["EOF"] = 17] = "EOF";
    })(SyntaxKind || (exports.SyntaxKind = SyntaxKind = {}));
    /**
     * For a given offset, evaluate the location in the JSON document. Each segment in the location path is either a property name or an array index.
     */
    exports.getLocation = parser.getLocation;
    /**
     * Parses the given text and returns the object the JSON content represents. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     * Therefore, always check the errors list to find out if the input was valid.
     */
    exports.parse = parser.parse;
    /**
     * Parses the given text and returns a tree representation the JSON content. On invalid input, the parser tries to be as fault tolerant as possible, but still return a result.
     */
    exports.parseTree = parser.parseTree;
    /**
     * Finds the node at the given path in a JSON DOM.
     */
    exports.findNodeAtLocation = parser.findNodeAtLocation;
    /**
     * Finds the innermost node at the given offset. If includeRightBound is set, also finds nodes that end at the given offset.
     */
    exports.findNodeAtOffset = parser.findNodeAtOffset;
    /**
     * Gets the JSON path of the given JSON DOM node
     */
    exports.getNodePath = parser.getNodePath;
    /**
     * Evaluates the JavaScript object of the given JSON DOM node
     */
    exports.getNodeValue = parser.getNodeValue;
    /**
     * Parses the given text and invokes the visitor functions for each object, array and literal reached.
     */
    exports.visit = parser.visit;
    /**
     * Takes JSON with JavaScript-style comments and remove
     * them. Optionally replaces every none-newline character
     * of comments with a replaceCharacter
     */
    exports.stripComments = parser.stripComments;
    var ParseErrorCode;
    (function (ParseErrorCode) {
        ParseErrorCode[ParseErrorCode["InvalidSymbol"] = 1] = "InvalidSymbol";
        ParseErrorCode[ParseErrorCode["InvalidNumberFormat"] = 2] = "InvalidNumberFormat";
        ParseErrorCode[ParseErrorCode["PropertyNameExpected"] = 3] = "PropertyNameExpected";
        ParseErrorCode[ParseErrorCode["ValueExpected"] = 4] = "ValueExpected";
        ParseErrorCode[ParseErrorCode["ColonExpected"] = 5] = "ColonExpected";
        ParseErrorCode[ParseErrorCode["CommaExpected"] = 6] = "CommaExpected";
        ParseErrorCode[ParseErrorCode["CloseBraceExpected"] = 7] = "CloseBraceExpected";
        ParseErrorCode[ParseErrorCode["CloseBracketExpected"] = 8] = "CloseBracketExpected";
        ParseErrorCode[ParseErrorCode["EndOfFileExpected"] = 9] = "EndOfFileExpected";
        ParseErrorCode[ParseErrorCode["InvalidCommentToken"] = 10] = "InvalidCommentToken";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfComment"] = 11] = "UnexpectedEndOfComment";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfString"] = 12] = "UnexpectedEndOfString";
        ParseErrorCode[ParseErrorCode["UnexpectedEndOfNumber"] = 13] = "UnexpectedEndOfNumber";
        ParseErrorCode[ParseErrorCode["InvalidUnicode"] = 14] = "InvalidUnicode";
        ParseErrorCode[ParseErrorCode["InvalidEscapeCharacter"] = 15] = "InvalidEscapeCharacter";
        ParseErrorCode[ParseErrorCode["InvalidCharacter"] = 16] = "InvalidCharacter";
    })(ParseErrorCode || (exports.ParseErrorCode = ParseErrorCode = {}));
    function printParseErrorCode(code) {
        switch (code) {
            case 1 /* ParseErrorCode.InvalidSymbol */: return 'InvalidSymbol';
            case 2 /* ParseErrorCode.InvalidNumberFormat */: return 'InvalidNumberFormat';
            case 3 /* ParseErrorCode.PropertyNameExpected */: return 'PropertyNameExpected';
            case 4 /* ParseErrorCode.ValueExpected */: return 'ValueExpected';
            case 5 /* ParseErrorCode.ColonExpected */: return 'ColonExpected';
            case 6 /* ParseErrorCode.CommaExpected */: return 'CommaExpected';
            case 7 /* ParseErrorCode.CloseBraceExpected */: return 'CloseBraceExpected';
            case 8 /* ParseErrorCode.CloseBracketExpected */: return 'CloseBracketExpected';
            case 9 /* ParseErrorCode.EndOfFileExpected */: return 'EndOfFileExpected';
            case 10 /* ParseErrorCode.InvalidCommentToken */: return 'InvalidCommentToken';
            case 11 /* ParseErrorCode.UnexpectedEndOfComment */: return 'UnexpectedEndOfComment';
            case 12 /* ParseErrorCode.UnexpectedEndOfString */: return 'UnexpectedEndOfString';
            case 13 /* ParseErrorCode.UnexpectedEndOfNumber */: return 'UnexpectedEndOfNumber';
            case 14 /* ParseErrorCode.InvalidUnicode */: return 'InvalidUnicode';
            case 15 /* ParseErrorCode.InvalidEscapeCharacter */: return 'InvalidEscapeCharacter';
            case 16 /* ParseErrorCode.InvalidCharacter */: return 'InvalidCharacter';
        }
        return '<unknown ParseErrorCode>';
    }
    exports.printParseErrorCode = printParseErrorCode;
    /**
     * Computes the edit operations needed to format a JSON document.
     *
     * @param documentText The input text
     * @param range The range to format or `undefined` to format the full content
     * @param options The formatting options
     * @returns The edit operations describing the formatting changes to the original document following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function format(documentText, range, options) {
        return formatter.format(documentText, range, options);
    }
    exports.format = format;
    /**
     * Computes the edit operations needed to modify a value in the JSON document.
     *
     * @param documentText The input text
     * @param path The path of the value to change. The path represents either to the document root, a property or an array item.
     * If the path points to an non-existing property or item, it will be created.
     * @param value The new value for the specified property or item. If the value is undefined,
     * the property or item will be removed.
     * @param options Options
     * @returns The edit operations describing the changes to the original document, following the format described in {@linkcode EditResult}.
     * To apply the edit operations to the input, use {@linkcode applyEdits}.
     */
    function modify(text, path, value, options) {
        return edit.setProperty(text, path, value, options);
    }
    exports.modify = modify;
    /**
     * Applies edits to an input string.
     * @param text The input text
     * @param edits Edit operations following the format described in {@linkcode EditResult}.
     * @returns The text with the applied edits.
     * @throws An error if the edit operations are not well-formed as described in {@linkcode EditResult}.
     */
    function applyEdits(text, edits) {
        let sortedEdits = edits.slice(0).sort((a, b) => {
            const diff = a.offset - b.offset;
            if (diff === 0) {
                return a.length - b.length;
            }
            return diff;
        });
        let lastModifiedOffset = text.length;
        for (let i = sortedEdits.length - 1; i >= 0; i--) {
            let e = sortedEdits[i];
            if (e.offset + e.length <= lastModifiedOffset) {
                text = edit.applyEdit(text, e);
            }
            else {
                throw new Error('Overlapping edit');
            }
            lastModifiedOffset = e.offset;
        }
        return text;
    }
    exports.applyEdits = applyEdits;
});


/***/ }),

/***/ 4006:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const pico = __nccwpck_require__(8016);
const utils = __nccwpck_require__(4059);

function picomatch(glob, options, returnState = false) {
  // default to os.platform()
  if (options && (options.windows === null || options.windows === undefined)) {
    // don't mutate the original options object
    options = { ...options, windows: utils.isWindows() };
  }

  return pico(glob, options, returnState);
}

Object.assign(picomatch, pico);
module.exports = picomatch;


/***/ }),

/***/ 5595:
/***/ ((module) => {



const WIN_SLASH = '\\\\/';
const WIN_NO_SLASH = `[^${WIN_SLASH}]`;

const DEFAULT_MAX_EXTGLOB_RECURSION = 0;

/**
 * Posix glob regex
 */

const DOT_LITERAL = '\\.';
const PLUS_LITERAL = '\\+';
const QMARK_LITERAL = '\\?';
const SLASH_LITERAL = '\\/';
const ONE_CHAR = '(?=.)';
const QMARK = '[^/]';
const END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
const START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
const DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
const NO_DOT = `(?!${DOT_LITERAL})`;
const NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
const NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
const NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
const QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
const STAR = `${QMARK}*?`;
const SEP = '/';

const POSIX_CHARS = {
  DOT_LITERAL,
  PLUS_LITERAL,
  QMARK_LITERAL,
  SLASH_LITERAL,
  ONE_CHAR,
  QMARK,
  END_ANCHOR,
  DOTS_SLASH,
  NO_DOT,
  NO_DOTS,
  NO_DOT_SLASH,
  NO_DOTS_SLASH,
  QMARK_NO_DOT,
  STAR,
  START_ANCHOR,
  SEP
};

/**
 * Windows glob regex
 */

const WINDOWS_CHARS = {
  ...POSIX_CHARS,

  SLASH_LITERAL: `[${WIN_SLASH}]`,
  QMARK: WIN_NO_SLASH,
  STAR: `${WIN_NO_SLASH}*?`,
  DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
  NO_DOT: `(?!${DOT_LITERAL})`,
  NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
  NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
  QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
  START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
  END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
  SEP: '\\'
};

/**
 * POSIX Bracket Regex
 */

const POSIX_REGEX_SOURCE = {
  __proto__: null,
  alnum: 'a-zA-Z0-9',
  alpha: 'a-zA-Z',
  ascii: '\\x00-\\x7F',
  blank: ' \\t',
  cntrl: '\\x00-\\x1F\\x7F',
  digit: '0-9',
  graph: '\\x21-\\x7E',
  lower: 'a-z',
  print: '\\x20-\\x7E ',
  punct: '\\-!"#$%&\'()\\*+,./:;<=>?@[\\]^_`{|}~',
  space: ' \\t\\r\\n\\v\\f',
  upper: 'A-Z',
  word: 'A-Za-z0-9_',
  xdigit: 'A-Fa-f0-9'
};

module.exports = {
  DEFAULT_MAX_EXTGLOB_RECURSION,
  MAX_LENGTH: 1024 * 64,
  POSIX_REGEX_SOURCE,

  // regular expressions
  REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
  REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
  REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
  REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
  REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
  REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,

  // Replace globs with equivalent patterns to reduce parsing time.
  REPLACEMENTS: {
    __proto__: null,
    '***': '*',
    '**/**': '**',
    '**/**/**': '**'
  },

  // Digits
  CHAR_0: 48, /* 0 */
  CHAR_9: 57, /* 9 */

  // Alphabet chars.
  CHAR_UPPERCASE_A: 65, /* A */
  CHAR_LOWERCASE_A: 97, /* a */
  CHAR_UPPERCASE_Z: 90, /* Z */
  CHAR_LOWERCASE_Z: 122, /* z */

  CHAR_LEFT_PARENTHESES: 40, /* ( */
  CHAR_RIGHT_PARENTHESES: 41, /* ) */

  CHAR_ASTERISK: 42, /* * */

  // Non-alphabetic chars.
  CHAR_AMPERSAND: 38, /* & */
  CHAR_AT: 64, /* @ */
  CHAR_BACKWARD_SLASH: 92, /* \ */
  CHAR_CARRIAGE_RETURN: 13, /* \r */
  CHAR_CIRCUMFLEX_ACCENT: 94, /* ^ */
  CHAR_COLON: 58, /* : */
  CHAR_COMMA: 44, /* , */
  CHAR_DOT: 46, /* . */
  CHAR_DOUBLE_QUOTE: 34, /* " */
  CHAR_EQUAL: 61, /* = */
  CHAR_EXCLAMATION_MARK: 33, /* ! */
  CHAR_FORM_FEED: 12, /* \f */
  CHAR_FORWARD_SLASH: 47, /* / */
  CHAR_GRAVE_ACCENT: 96, /* ` */
  CHAR_HASH: 35, /* # */
  CHAR_HYPHEN_MINUS: 45, /* - */
  CHAR_LEFT_ANGLE_BRACKET: 60, /* < */
  CHAR_LEFT_CURLY_BRACE: 123, /* { */
  CHAR_LEFT_SQUARE_BRACKET: 91, /* [ */
  CHAR_LINE_FEED: 10, /* \n */
  CHAR_NO_BREAK_SPACE: 160, /* \u00A0 */
  CHAR_PERCENT: 37, /* % */
  CHAR_PLUS: 43, /* + */
  CHAR_QUESTION_MARK: 63, /* ? */
  CHAR_RIGHT_ANGLE_BRACKET: 62, /* > */
  CHAR_RIGHT_CURLY_BRACE: 125, /* } */
  CHAR_RIGHT_SQUARE_BRACKET: 93, /* ] */
  CHAR_SEMICOLON: 59, /* ; */
  CHAR_SINGLE_QUOTE: 39, /* ' */
  CHAR_SPACE: 32, /*   */
  CHAR_TAB: 9, /* \t */
  CHAR_UNDERSCORE: 95, /* _ */
  CHAR_VERTICAL_LINE: 124, /* | */
  CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279, /* \uFEFF */

  /**
   * Create EXTGLOB_CHARS
   */

  extglobChars(chars) {
    return {
      '!': { type: 'negate', open: '(?:(?!(?:', close: `))${chars.STAR})` },
      '?': { type: 'qmark', open: '(?:', close: ')?' },
      '+': { type: 'plus', open: '(?:', close: ')+' },
      '*': { type: 'star', open: '(?:', close: ')*' },
      '@': { type: 'at', open: '(?:', close: ')' }
    };
  },

  /**
   * Create GLOB_CHARS
   */

  globChars(win32) {
    return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
  }
};


/***/ }),

/***/ 8265:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const constants = __nccwpck_require__(5595);
const utils = __nccwpck_require__(4059);

/**
 * Constants
 */

const {
  MAX_LENGTH,
  POSIX_REGEX_SOURCE,
  REGEX_NON_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_BACKREF,
  REPLACEMENTS
} = constants;

/**
 * Helpers
 */

const expandRange = (args, options) => {
  if (typeof options.expandRange === 'function') {
    return options.expandRange(...args, options);
  }

  args.sort();
  const value = `[${args.join('-')}]`;

  try {
    /* eslint-disable-next-line no-new */
    new RegExp(value);
  } catch (ex) {
    return args.map(v => utils.escapeRegex(v)).join('..');
  }

  return value;
};

/**
 * Create the message for a syntax error
 */

const syntaxError = (type, char) => {
  return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
};

const splitTopLevel = input => {
  const parts = [];
  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let value = '';
  let escaped = false;

  for (const ch of input) {
    if (escaped === true) {
      value += ch;
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      value += ch;
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      value += ch;
      continue;
    }

    if (quote === 0) {
      if (ch === '[') {
        bracket++;
      } else if (ch === ']' && bracket > 0) {
        bracket--;
      } else if (bracket === 0) {
        if (ch === '(') {
          paren++;
        } else if (ch === ')' && paren > 0) {
          paren--;
        } else if (ch === '|' && paren === 0) {
          parts.push(value);
          value = '';
          continue;
        }
      }
    }

    value += ch;
  }

  parts.push(value);
  return parts;
};

const isPlainBranch = branch => {
  let escaped = false;

  for (const ch of branch) {
    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (/[?*+@!()[\]{}]/.test(ch)) {
      return false;
    }
  }

  return true;
};

const normalizeSimpleBranch = branch => {
  let value = branch.trim();
  let changed = true;

  while (changed === true) {
    changed = false;

    if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
      value = value.slice(2, -1);
      changed = true;
    }
  }

  if (!isPlainBranch(value)) {
    return;
  }

  return value.replace(/\\(.)/g, '$1');
};

const hasRepeatedCharPrefixOverlap = branches => {
  const values = branches.map(normalizeSimpleBranch).filter(Boolean);

  for (let i = 0; i < values.length; i++) {
    for (let j = i + 1; j < values.length; j++) {
      const a = values[i];
      const b = values[j];
      const char = a[0];

      if (!char || a !== char.repeat(a.length) || b !== char.repeat(b.length)) {
        continue;
      }

      if (a === b || a.startsWith(b) || b.startsWith(a)) {
        return true;
      }
    }
  }

  return false;
};

const parseRepeatedExtglob = (pattern, requireEnd = true) => {
  if ((pattern[0] !== '+' && pattern[0] !== '*') || pattern[1] !== '(') {
    return;
  }

  let bracket = 0;
  let paren = 0;
  let quote = 0;
  let escaped = false;

  for (let i = 1; i < pattern.length; i++) {
    const ch = pattern[i];

    if (escaped === true) {
      escaped = false;
      continue;
    }

    if (ch === '\\') {
      escaped = true;
      continue;
    }

    if (ch === '"') {
      quote = quote === 1 ? 0 : 1;
      continue;
    }

    if (quote === 1) {
      continue;
    }

    if (ch === '[') {
      bracket++;
      continue;
    }

    if (ch === ']' && bracket > 0) {
      bracket--;
      continue;
    }

    if (bracket > 0) {
      continue;
    }

    if (ch === '(') {
      paren++;
      continue;
    }

    if (ch === ')') {
      paren--;

      if (paren === 0) {
        if (requireEnd === true && i !== pattern.length - 1) {
          return;
        }

        return {
          type: pattern[0],
          body: pattern.slice(2, i),
          end: i
        };
      }
    }
  }
};

const buildCharClassStar = chars => {
  const source = chars.length === 1
    ? utils.escapeRegex(chars[0])
    : `[${chars.map(ch => utils.escapeRegex(ch)).join('')}]`;

  return `${source}*`;
};

const getStarExtglobSequenceChars = pattern => {
  let index = 0;
  const chars = [];

  while (index < pattern.length) {
    const match = parseRepeatedExtglob(pattern.slice(index), false);

    if (!match || match.type !== '*') {
      return;
    }

    const branches = splitTopLevel(match.body).map(branch => branch.trim());
    if (branches.length !== 1) {
      return;
    }

    const branch = normalizeSimpleBranch(branches[0]);
    if (!branch || branch.length !== 1) {
      return;
    }

    chars.push(branch);
    index += match.end + 1;
  }

  if (chars.length < 1) {
    return;
  }

  return chars;
};

const repeatedExtglobRecursion = pattern => {
  let depth = 0;
  let value = pattern.trim();
  let match = parseRepeatedExtglob(value);

  while (match) {
    depth++;
    value = match.body.trim();
    match = parseRepeatedExtglob(value);
  }

  return depth;
};

const analyzeRepeatedExtglob = (body, options) => {
  if (options.maxExtglobRecursion === false) {
    return { risky: false };
  }

  const max =
    typeof options.maxExtglobRecursion === 'number'
      ? options.maxExtglobRecursion
      : constants.DEFAULT_MAX_EXTGLOB_RECURSION;

  const branches = splitTopLevel(body).map(branch => branch.trim());

  if (branches.length > 1) {
    if (
      branches.some(branch => branch === '') ||
      branches.some(branch => /^[*?]+$/.test(branch)) ||
      hasRepeatedCharPrefixOverlap(branches)
    ) {
      return { risky: true };
    }
  }

  // A repeated extglob is "risky" (prone to catastrophic backtracking) when a
  // branch is itself a `*(...)` sequence, since that nests an unbounded quantifier
  // inside the outer `+(...)`/`*(...)`. When *every* branch reduces to single
  // characters we can emit one flat, ReDoS-safe character class that preserves the
  // meaning of ALL branches (e.g. `+(*(a)|*(b))` -> `[ab]*`), rather than dropping
  // every branch but the first.
  const safeChars = [];
  let sawStarSequence = false;
  let combinable = true;

  for (const branch of branches) {
    const chars = getStarExtglobSequenceChars(branch);
    if (chars) {
      sawStarSequence = true;
      safeChars.push(...chars);
      continue;
    }

    const literal = normalizeSimpleBranch(branch);
    if (literal && literal.length === 1) {
      safeChars.push(literal);
      continue;
    }

    combinable = false;

    if (repeatedExtglobRecursion(branch) > max) {
      return { risky: true };
    }
  }

  if (sawStarSequence) {
    return combinable
      ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) }
      : { risky: true };
  }

  return { risky: false };
};

/**
 * Parse the given input string.
 * @param {String} input
 * @param {Object} options
 * @return {Object}
 */

const parse = (input, options) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected a string');
  }

  input = REPLACEMENTS[input] || input;

  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;

  let len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  const bos = { type: 'bos', value: '', output: opts.prepend || '' };
  const tokens = [bos];

  const capture = opts.capture ? '' : '?:';

  // create constants based on platform, for windows or posix
  const PLATFORM_CHARS = constants.globChars(opts.windows);
  const EXTGLOB_CHARS = constants.extglobChars(PLATFORM_CHARS);

  const {
    DOT_LITERAL,
    PLUS_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOT_SLASH,
    NO_DOTS_SLASH,
    QMARK,
    QMARK_NO_DOT,
    STAR,
    START_ANCHOR
  } = PLATFORM_CHARS;

  const globstar = opts => {
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const nodot = opts.dot ? '' : NO_DOT;
  const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
  let star = opts.bash === true ? globstar(opts) : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  // minimatch options support
  if (typeof opts.noext === 'boolean') {
    opts.noextglob = opts.noext;
  }

  const state = {
    input,
    index: -1,
    start: 0,
    dot: opts.dot === true,
    consumed: '',
    output: '',
    prefix: '',
    backtrack: false,
    negated: false,
    brackets: 0,
    braces: 0,
    parens: 0,
    quotes: 0,
    globstar: false,
    tokens
  };

  input = utils.removePrefix(input, state);
  len = input.length;

  const extglobs = [];
  const braces = [];
  const stack = [];
  let prev = bos;
  let value;

  /**
   * Tokenizing helpers
   */

  const eos = () => state.index === len - 1;
  const peek = state.peek = (n = 1) => input[state.index + n];
  const advance = state.advance = () => input[++state.index] || '';
  const remaining = () => input.slice(state.index + 1);
  const consume = (value = '', num = 0) => {
    state.consumed += value;
    state.index += num;
  };

  const append = token => {
    state.output += token.output != null ? token.output : token.value;
    consume(token.value);
  };

  const negate = () => {
    let count = 1;

    while (peek() === '!' && (peek(2) !== '(' || peek(3) === '?')) {
      advance();
      state.start++;
      count++;
    }

    if (count % 2 === 0) {
      return false;
    }

    state.negated = true;
    state.start++;
    return true;
  };

  const increment = type => {
    state[type]++;
    stack.push(type);
  };

  const decrement = type => {
    state[type]--;
    stack.pop();
  };

  /**
   * Push tokens onto the tokens array. This helper speeds up
   * tokenizing by 1) helping us avoid backtracking as much as possible,
   * and 2) helping us avoid creating extra tokens when consecutive
   * characters are plain text. This improves performance and simplifies
   * lookbehinds.
   */

  const push = tok => {
    if (prev.type === 'globstar') {
      const isBrace = state.braces > 0 && (tok.type === 'comma' || tok.type === 'brace');
      const isExtglob = tok.extglob === true || (extglobs.length && (tok.type === 'pipe' || tok.type === 'paren'));

      if (tok.type !== 'slash' && tok.type !== 'paren' && !isBrace && !isExtglob) {
        state.output = state.output.slice(0, -prev.output.length);
        prev.type = 'star';
        prev.value = '*';
        prev.output = star;
        state.output += prev.output;
      }
    }

    if (extglobs.length && tok.type !== 'paren') {
      extglobs[extglobs.length - 1].inner += tok.value;
    }

    if (tok.value || tok.output) append(tok);
    if (prev && prev.type === 'text' && tok.type === 'text') {
      prev.output = (prev.output || prev.value) + tok.value;
      prev.value += tok.value;
      return;
    }

    tok.prev = prev;
    tokens.push(tok);
    prev = tok;
  };

  const extglobOpen = (type, value) => {
    const token = { ...EXTGLOB_CHARS[value], conditions: 1, inner: '' };

    token.prev = prev;
    token.parens = state.parens;
    token.output = state.output;
    token.startIndex = state.index;
    token.tokensIndex = tokens.length;
    const output = (opts.capture ? '(' : '') + token.open;

    increment('parens');
    push({ type, value, output: state.output ? '' : ONE_CHAR });
    push({ type: 'paren', extglob: true, value: advance(), output });
    extglobs.push(token);
  };

  const extglobClose = token => {
    const literal = input.slice(token.startIndex, state.index + 1);
    const body = input.slice(token.startIndex + 2, state.index);
    const analysis = analyzeRepeatedExtglob(body, opts);

    if ((token.type === 'plus' || token.type === 'star') && analysis.risky) {
      const safeOutput = analysis.safeOutput
        ? (token.output ? '' : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput)
        : undefined;
      const open = tokens[token.tokensIndex];

      open.type = 'text';
      open.value = literal;
      open.output = safeOutput || utils.escapeRegex(literal);

      for (let i = token.tokensIndex + 1; i < tokens.length; i++) {
        tokens[i].value = '';
        tokens[i].output = '';
        delete tokens[i].suffix;
      }

      state.output = token.output + open.output;
      state.backtrack = true;

      push({ type: 'paren', extglob: true, value, output: '' });
      decrement('parens');
      return;
    }

    let output = token.close + (opts.capture ? ')' : '');
    let rest;

    if (token.type === 'negate') {
      let extglobStar = star;

      if (token.inner && token.inner.length > 1 && token.inner.includes('/')) {
        extglobStar = globstar(opts);
      }

      if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
        output = token.close = `)$))${extglobStar}`;
      }

      if (token.inner.includes('*') && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
        // Any non-magical string (`.ts`) or even nested expression (`.{ts,tsx}`) can follow after the closing parenthesis.
        // In this case, we need to parse the string and use it in the output of the original pattern.
        // Suitable patterns: `/!(*.d).ts`, `/!(*.d).{ts,tsx}`, `**/!(*-dbg).@(js)`.
        //
        // Disabling the `fastpaths` option due to a problem with parsing strings as `.ts` in the pattern like `**/!(*.d).ts`.
        const expression = parse(rest, { ...options, fastpaths: false }).output;

        output = token.close = `)${expression})${extglobStar})`;
      }

      if (token.prev.type === 'bos') {
        state.negatedExtglob = true;
      }
    }

    push({ type: 'paren', extglob: true, value, output });
    decrement('parens');
  };

  /**
   * Fast paths
   */

  if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
    let backslashes = false;

    let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
      if (first === '\\') {
        backslashes = true;
        return m;
      }

      if (first === '?') {
        if (esc) {
          return esc + first + (rest ? QMARK.repeat(rest.length) : '');
        }
        if (index === 0) {
          return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : '');
        }
        return QMARK.repeat(chars.length);
      }

      if (first === '.') {
        return DOT_LITERAL.repeat(chars.length);
      }

      if (first === '*') {
        if (esc) {
          return esc + first + (rest ? star : '');
        }
        return star;
      }
      return esc ? m : `\\${m}`;
    });

    if (backslashes === true) {
      if (opts.unescape === true) {
        output = output.replace(/\\/g, '');
      } else {
        output = output.replace(/\\+/g, m => {
          return m.length % 2 === 0 ? '\\\\' : (m ? '\\' : '');
        });
      }
    }

    if (output === input && opts.contains === true) {
      state.output = input;
      return state;
    }

    state.output = utils.wrapOutput(output, state, options);
    return state;
  }

  /**
   * Tokenize input until we reach end-of-string
   */

  while (!eos()) {
    value = advance();

    if (value === '\u0000') {
      continue;
    }

    /**
     * Escaped characters
     */

    if (value === '\\') {
      const next = peek();

      if (next === '/' && opts.bash !== true) {
        continue;
      }

      if (next === '.' || next === ';') {
        continue;
      }

      if (!next) {
        value += '\\';
        push({ type: 'text', value });
        continue;
      }

      // collapse slashes to reduce potential for exploits
      const match = /^\\+/.exec(remaining());
      let slashes = 0;

      if (match && match[0].length > 2) {
        slashes = match[0].length;
        state.index += slashes;
        if (slashes % 2 !== 0) {
          value += '\\';
        }
      }

      if (opts.unescape === true) {
        value = advance();
      } else {
        value += advance();
      }

      if (state.brackets === 0) {
        push({ type: 'text', value });
        continue;
      }
    }

    /**
     * If we're inside a regex character class, continue
     * until we reach the closing bracket.
     */

    if (state.brackets > 0 && (value !== ']' || prev.value === '[' || prev.value === '[^')) {
      if (opts.posix !== false && value === ':') {
        const inner = prev.value.slice(1);
        if (inner.includes('[')) {
          prev.posix = true;

          if (inner.includes(':')) {
            const idx = prev.value.lastIndexOf('[');
            const pre = prev.value.slice(0, idx);
            const rest = prev.value.slice(idx + 2);
            const posix = POSIX_REGEX_SOURCE[rest];
            if (posix) {
              prev.value = pre + posix;
              state.backtrack = true;
              advance();

              if (!bos.output && tokens.indexOf(prev) === 1) {
                bos.output = ONE_CHAR;
              }
              continue;
            }
          }
        }
      }

      if ((value === '[' && peek() !== ':') || (value === '-' && peek() === ']')) {
        value = `\\${value}`;
      }

      if (value === ']' && (prev.value === '[' || prev.value === '[^')) {
        value = `\\${value}`;
      }

      if (opts.posix === true && value === '!' && prev.value === '[') {
        value = '^';
      }

      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * If we're inside a quoted string, continue
     * until we reach the closing double quote.
     */

    if (state.quotes === 1 && value !== '"') {
      value = utils.escapeRegex(value);
      prev.value += value;
      append({ value });
      continue;
    }

    /**
     * Double quotes
     */

    if (value === '"') {
      state.quotes = state.quotes === 1 ? 0 : 1;
      if (opts.keepQuotes === true) {
        push({ type: 'text', value });
      }
      continue;
    }

    /**
     * Parentheses
     */

    if (value === '(') {
      increment('parens');
      push({ type: 'paren', value });
      continue;
    }

    if (value === ')') {
      if (state.parens === 0 && opts.strictBrackets === true) {
        throw new SyntaxError(syntaxError('opening', '('));
      }

      const extglob = extglobs[extglobs.length - 1];
      if (extglob && state.parens === extglob.parens + 1) {
        extglobClose(extglobs.pop());
        continue;
      }

      push({ type: 'paren', value, output: state.parens ? ')' : '\\)' });
      decrement('parens');
      continue;
    }

    /**
     * Square brackets
     */

    if (value === '[') {
      if (opts.nobracket === true || !remaining().includes(']')) {
        if (opts.nobracket !== true && opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('closing', ']'));
        }

        value = `\\${value}`;
      } else {
        increment('brackets');
      }

      push({ type: 'bracket', value });
      continue;
    }

    if (value === ']') {
      if (opts.nobracket === true || (prev && prev.type === 'bracket' && prev.value.length === 1)) {
        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      if (state.brackets === 0) {
        if (opts.strictBrackets === true) {
          throw new SyntaxError(syntaxError('opening', '['));
        }

        push({ type: 'text', value, output: `\\${value}` });
        continue;
      }

      decrement('brackets');

      const prevValue = prev.value.slice(1);
      if (prev.posix !== true && prevValue[0] === '^' && !prevValue.includes('/')) {
        value = `/${value}`;
      }

      prev.value += value;
      append({ value });

      // when literal brackets are explicitly disabled
      // assume we should match with a regex character class
      if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
        continue;
      }

      const escaped = utils.escapeRegex(prev.value);
      state.output = state.output.slice(0, -prev.value.length);

      // when literal brackets are explicitly enabled
      // assume we should escape the brackets to match literal characters
      if (opts.literalBrackets === true) {
        state.output += escaped;
        prev.value = escaped;
        continue;
      }

      // when the user specifies nothing, try to match both
      prev.value = `(${capture}${escaped}|${prev.value})`;
      state.output += prev.value;
      continue;
    }

    /**
     * Braces
     */

    if (value === '{' && opts.nobrace !== true) {
      increment('braces');

      const open = {
        type: 'brace',
        value,
        output: '(',
        outputIndex: state.output.length,
        tokensIndex: state.tokens.length
      };

      braces.push(open);
      push(open);
      continue;
    }

    if (value === '}') {
      const brace = braces[braces.length - 1];

      if (opts.nobrace === true || !brace) {
        push({ type: 'text', value, output: value });
        continue;
      }

      let output = ')';

      if (brace.dots === true) {
        const arr = tokens.slice();
        const range = [];

        for (let i = arr.length - 1; i >= 0; i--) {
          tokens.pop();
          if (arr[i].type === 'brace') {
            break;
          }
          if (arr[i].type !== 'dots') {
            range.unshift(arr[i].value);
          }
        }

        output = expandRange(range, opts);
        state.backtrack = true;
      }

      if (brace.comma !== true && brace.dots !== true) {
        const out = state.output.slice(0, brace.outputIndex);
        const toks = state.tokens.slice(brace.tokensIndex);
        brace.value = brace.output = '\\{';
        value = output = '\\}';
        state.output = out;
        for (const t of toks) {
          state.output += (t.output || t.value);
        }
      }

      push({ type: 'brace', value, output });
      decrement('braces');
      braces.pop();
      continue;
    }

    /**
     * Pipes
     */

    if (value === '|') {
      if (extglobs.length > 0) {
        extglobs[extglobs.length - 1].conditions++;
      }
      push({ type: 'text', value });
      continue;
    }

    /**
     * Commas
     */

    if (value === ',') {
      let output = value;

      const brace = braces[braces.length - 1];
      if (brace && stack[stack.length - 1] === 'braces') {
        brace.comma = true;
        output = '|';
      }

      push({ type: 'comma', value, output });
      continue;
    }

    /**
     * Slashes
     */

    if (value === '/') {
      // if the beginning of the glob is "./", advance the start
      // to the current index, and don't add the "./" characters
      // to the state. This greatly simplifies lookbehinds when
      // checking for BOS characters like "!" and "." (not "./")
      if (prev.type === 'dot' && state.index === state.start + 1) {
        state.start = state.index + 1;
        state.consumed = '';
        state.output = '';
        tokens.pop();
        prev = bos; // reset "prev" to the first token
        continue;
      }

      push({ type: 'slash', value, output: SLASH_LITERAL });
      continue;
    }

    /**
     * Dots
     */

    if (value === '.') {
      if (state.braces > 0 && prev.type === 'dot') {
        if (prev.value === '.') prev.output = DOT_LITERAL;
        const brace = braces[braces.length - 1];
        prev.type = 'dots';
        prev.output += value;
        prev.value += value;
        brace.dots = true;
        continue;
      }

      if ((state.braces + state.parens) === 0 && prev.type !== 'bos' && prev.type !== 'slash') {
        push({ type: 'text', value, output: DOT_LITERAL });
        continue;
      }

      push({ type: 'dot', value, output: DOT_LITERAL });
      continue;
    }

    /**
     * Question marks
     */

    if (value === '?') {
      const isGroup = prev && prev.value === '(';
      if (!isGroup && opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('qmark', value);
        continue;
      }

      if (prev && prev.type === 'paren') {
        const next = peek();
        let output = value;

        if ((prev.value === '(' && !/[!=<:]/.test(next)) || (next === '<' && !/<([!=]|\w+>)/.test(remaining()))) {
          output = `\\${value}`;
        }

        push({ type: 'text', value, output });
        continue;
      }

      if (opts.dot !== true && (prev.type === 'slash' || prev.type === 'bos')) {
        push({ type: 'qmark', value, output: QMARK_NO_DOT });
        continue;
      }

      push({ type: 'qmark', value, output: QMARK });
      continue;
    }

    /**
     * Exclamation
     */

    if (value === '!') {
      if (opts.noextglob !== true && peek() === '(') {
        if (peek(2) !== '?' || !/[!=<:]/.test(peek(3))) {
          extglobOpen('negate', value);
          continue;
        }
      }

      if (opts.nonegate !== true && state.index === 0) {
        negate();
        continue;
      }
    }

    /**
     * Plus
     */

    if (value === '+') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        extglobOpen('plus', value);
        continue;
      }

      if ((prev && prev.value === '(') || opts.regex === false) {
        push({ type: 'plus', value, output: PLUS_LITERAL });
        continue;
      }

      if ((prev && (prev.type === 'bracket' || prev.type === 'paren' || prev.type === 'brace')) || state.parens > 0) {
        push({ type: 'plus', value });
        continue;
      }

      push({ type: 'plus', value: PLUS_LITERAL });
      continue;
    }

    /**
     * Plain text
     */

    if (value === '@') {
      if (opts.noextglob !== true && peek() === '(' && peek(2) !== '?') {
        push({ type: 'at', extglob: true, value, output: '' });
        continue;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Plain text
     */

    if (value !== '*') {
      if (value === '$' || value === '^') {
        value = `\\${value}`;
      }

      const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
      if (match) {
        value += match[0];
        state.index += match[0].length;
      }

      push({ type: 'text', value });
      continue;
    }

    /**
     * Stars
     */

    if (prev && (prev.type === 'globstar' || prev.star === true)) {
      prev.type = 'star';
      prev.star = true;
      prev.value += value;
      prev.output = star;
      state.backtrack = true;
      state.globstar = true;
      consume(value);
      continue;
    }

    let rest = remaining();
    if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
      extglobOpen('star', value);
      continue;
    }

    if (prev.type === 'star') {
      if (opts.noglobstar === true) {
        consume(value);
        continue;
      }

      const prior = prev.prev;
      const before = prior.prev;
      const isStart = prior.type === 'slash' || prior.type === 'bos';
      const afterStar = before && (before.type === 'star' || before.type === 'globstar');

      if (opts.bash === true && (!isStart || (rest[0] && rest[0] !== '/'))) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      const isBrace = state.braces > 0 && (prior.type === 'comma' || prior.type === 'brace');
      const isExtglob = extglobs.length && (prior.type === 'pipe' || prior.type === 'paren');
      if (!isStart && prior.type !== 'paren' && !isBrace && !isExtglob) {
        push({ type: 'star', value, output: '' });
        continue;
      }

      // strip consecutive `/**/`
      while (rest.slice(0, 3) === '/**') {
        const after = input[state.index + 4];
        if (after && after !== '/') {
          break;
        }
        rest = rest.slice(3);
        consume('/**', 3);
      }

      // A globstar followed only by balanced closing parens is at the logical end of patterns like
      // `test(/utils/**)` and `test?(/utils/**)`. Treat it as EOS so the trailing `/**` can match its
      // parent path, except in negated extglobs where that would change the exclusion semantics.
      const isEnd = eos() || (
        state.parens > 0
        && rest === ')'.repeat(state.parens)
        && !extglobs.some(extglob => extglob.type === 'negate')
      );

      if (prior.type === 'bos' && eos()) {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = globstar(opts);
        state.output = prev.output;
        state.globstar = true;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && !afterStar && isEnd) {
        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = globstar(opts) + (opts.strictSlashes ? ')' : '|$)');
        prev.value += value;
        state.globstar = true;
        state.output += prior.output + prev.output;
        consume(value);
        continue;
      }

      if (prior.type === 'slash' && prior.prev.type !== 'bos' && rest[0] === '/') {
        const end = rest[1] !== void 0 ? '|$' : '';

        state.output = state.output.slice(0, -(prior.output + prev.output).length);
        prior.output = `(?:${prior.output}`;

        prev.type = 'globstar';
        prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
        prev.value += value;

        state.output += prior.output + prev.output;
        state.globstar = true;

        consume(value + advance());

        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      if (prior.type === 'bos' && rest[0] === '/') {
        prev.type = 'globstar';
        prev.value += value;
        prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
        state.output = prev.output;
        state.globstar = true;
        consume(value + advance());
        push({ type: 'slash', value: '/', output: '' });
        continue;
      }

      // remove single star from output
      state.output = state.output.slice(0, -prev.output.length);

      // reset previous token to globstar
      prev.type = 'globstar';
      prev.output = globstar(opts);
      prev.value += value;

      // reset output with globstar
      state.output += prev.output;
      state.globstar = true;
      consume(value);
      continue;
    }

    const token = { type: 'star', value, output: star };

    if (opts.bash === true) {
      token.output = '.*?';
      if (prev.type === 'bos' || prev.type === 'slash') {
        token.output = nodot + token.output;
      }
      push(token);
      continue;
    }

    if (prev && (prev.type === 'bracket' || prev.type === 'paren') && opts.regex === true) {
      token.output = value;
      push(token);
      continue;
    }

    if (state.index === state.start || prev.type === 'slash' || prev.type === 'dot') {
      if (prev.type === 'dot') {
        state.output += NO_DOT_SLASH;
        prev.output += NO_DOT_SLASH;

      } else if (opts.dot === true) {
        state.output += NO_DOTS_SLASH;
        prev.output += NO_DOTS_SLASH;

      } else {
        state.output += nodot;
        prev.output += nodot;
      }

      if (peek() !== '*') {
        state.output += ONE_CHAR;
        prev.output += ONE_CHAR;
      }
    }

    push(token);
  }

  while (state.brackets > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ']'));
    state.output = utils.escapeLast(state.output, '[');
    decrement('brackets');
  }

  while (state.parens > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', ')'));
    state.output = utils.escapeLast(state.output, '(');
    decrement('parens');
  }

  while (state.braces > 0) {
    if (opts.strictBrackets === true) throw new SyntaxError(syntaxError('closing', '}'));
    state.output = utils.escapeLast(state.output, '{');
    decrement('braces');
  }

  if (opts.strictSlashes !== true && (prev.type === 'star' || prev.type === 'bracket')) {
    push({ type: 'maybe_slash', value: '', output: `${SLASH_LITERAL}?` });
  }

  // rebuild the output if we had to backtrack at any point
  if (state.backtrack === true) {
    state.output = '';

    for (const token of state.tokens) {
      state.output += token.output != null ? token.output : token.value;

      if (token.suffix) {
        state.output += token.suffix;
      }
    }
  }

  return state;
};

/**
 * Fast paths for creating regular expressions for common glob patterns.
 * This can significantly speed up processing and has very little downside
 * impact when none of the fast paths match.
 */

parse.fastpaths = (input, options) => {
  const opts = { ...options };
  const max = typeof opts.maxLength === 'number' ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
  const len = input.length;
  if (len > max) {
    throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
  }

  input = REPLACEMENTS[input] || input;

  // create constants based on platform, for windows or posix
  const {
    DOT_LITERAL,
    SLASH_LITERAL,
    ONE_CHAR,
    DOTS_SLASH,
    NO_DOT,
    NO_DOTS,
    NO_DOTS_SLASH,
    STAR,
    START_ANCHOR
  } = constants.globChars(opts.windows);

  const nodot = opts.dot ? NO_DOTS : NO_DOT;
  const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
  const capture = opts.capture ? '' : '?:';
  const state = { negated: false, prefix: '' };
  let star = opts.bash === true ? '.*?' : STAR;

  if (opts.capture) {
    star = `(${star})`;
  }

  const globstar = opts => {
    if (opts.noglobstar === true) return star;
    return `(${capture}(?:(?!${START_ANCHOR}${opts.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
  };

  const create = str => {
    switch (str) {
      case '*':
        return `${nodot}${ONE_CHAR}${star}`;

      case '.*':
        return `${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*.*':
        return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '*/*':
        return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;

      case '**':
        return nodot + globstar(opts);

      case '**/*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;

      case '**/*.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;

      case '**/.*':
        return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;

      default: {
        const match = /^(.*?)\.(\w+)$/.exec(str);
        if (!match) return;

        const source = create(match[1]);
        if (!source) return;

        return source + DOT_LITERAL + match[2];
      }
    }
  };

  const output = utils.removePrefix(input, state);
  let source = create(output);

  if (source && opts.strictSlashes !== true) {
    source += `${SLASH_LITERAL}?`;
  }

  return source;
};

module.exports = parse;


/***/ }),

/***/ 8016:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const scan = __nccwpck_require__(1781);
const parse = __nccwpck_require__(8265);
const utils = __nccwpck_require__(4059);
const constants = __nccwpck_require__(5595);
const isObject = val => val && typeof val === 'object' && !Array.isArray(val);

/**
 * Creates a matcher function from one or more glob patterns. The
 * returned function takes a string to match as its first argument,
 * and returns true if the string is a match. The returned matcher
 * function also takes a boolean as the second argument that, when true,
 * returns an object with additional information.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch(glob[, options]);
 *
 * const isMatch = picomatch('*.!(*a)');
 * console.log(isMatch('a.a')); //=> false
 * console.log(isMatch('a.b')); //=> true
 *
 * // For environments without `node.js`, `picomatch/posix` provides you a dependency-free matcher, without automatic OS detection.
 * const picomatch = require('picomatch/posix');
 * // the same API, defaulting to posix paths
 * const isMatch = picomatch('a/*');
 * console.log(isMatch('a\\b')); //=> false
 * console.log(isMatch('a/b')); //=> true
 *
 * // you can still configure the matcher function to accept windows paths
 * const isMatch = picomatch('a/*', { options: windows });
 * console.log(isMatch('a\\b')); //=> true
 * console.log(isMatch('a/b')); //=> true
 * ```
 * @name picomatch
 * @param {String|Array} `globs` One or more glob patterns.
 * @param {Object=} `options`
 * @return {Function=} Returns a matcher function.
 * @api public
 */

const picomatch = (glob, options, returnState = false) => {
  if (Array.isArray(glob)) {
    const fns = glob.map(input => picomatch(input, options, returnState));
    const arrayMatcher = str => {
      for (const isMatch of fns) {
        const state = isMatch(str);
        if (state) return state;
      }
      return false;
    };
    return arrayMatcher;
  }

  const isState = isObject(glob) && glob.tokens && glob.input;

  if (glob === '' || (typeof glob !== 'string' && !isState)) {
    throw new TypeError('Expected pattern to be a non-empty string');
  }

  const opts = options || {};
  const posix = opts.windows;
  const regex = isState
    ? picomatch.compileRe(glob, options)
    : picomatch.makeRe(glob, options, false, true);

  const state = regex.state;
  delete regex.state;

  let isIgnored = () => false;
  if (opts.ignore) {
    const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
    isIgnored = picomatch(opts.ignore, ignoreOpts, returnState);
  }

  const matcher = (input, returnObject = false) => {
    const { isMatch, match, output } = picomatch.test(input, regex, options, { glob, posix });
    const result = { glob, state, regex, posix, input, output, match, isMatch };

    if (typeof opts.onResult === 'function') {
      opts.onResult(result);
    }

    if (isMatch === false) {
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (isIgnored(input)) {
      if (typeof opts.onIgnore === 'function') {
        opts.onIgnore(result);
      }
      result.isMatch = false;
      return returnObject ? result : false;
    }

    if (typeof opts.onMatch === 'function') {
      opts.onMatch(result);
    }
    return returnObject ? result : true;
  };

  if (returnState) {
    matcher.state = state;
  }

  return matcher;
};

/**
 * Test `input` with the given `regex`. This is used by the main
 * `picomatch()` function to test the input string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.test(input, regex[, options]);
 *
 * console.log(picomatch.test('foo/bar', /^(?:([^/]*?)\/([^/]*?))$/));
 * // { isMatch: true, match: [ 'foo/', 'foo', 'bar' ], output: 'foo/bar' }
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp} `regex`
 * @return {Object} Returns an object with matching info.
 * @api public
 */

picomatch.test = (input, regex, options, { glob, posix } = {}) => {
  if (typeof input !== 'string') {
    throw new TypeError('Expected input to be a string');
  }

  if (input === '') {
    return { isMatch: false, output: '' };
  }

  const opts = options || {};
  const format = opts.format || (posix ? utils.toPosixSlashes : null);
  let match = input === glob;
  let output = (match && format) ? format(input) : input;

  if (match === false) {
    output = format ? format(input) : input;
    match = output === glob;
  }

  if (match === false || opts.capture === true) {
    if (opts.matchBase === true || opts.basename === true) {
      match = picomatch.matchBase(input, regex, options, posix);
    } else {
      match = regex.exec(output);
    }
  }

  return { isMatch: Boolean(match), match, output };
};

/**
 * Match the basename of a filepath.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.matchBase(input, glob[, options]);
 * console.log(picomatch.matchBase('foo/bar.js', '*.js'); // true
 * ```
 * @param {String} `input` String to test.
 * @param {RegExp|String} `glob` Glob pattern or regex created by [.makeRe](#makeRe).
 * @return {Boolean}
 * @api public
 */

picomatch.matchBase = (input, glob, options, posix = options && options.windows) => {
  const regex = glob instanceof RegExp ? glob : picomatch.makeRe(glob, options);
  return regex.test(utils.basename(input, { windows: posix }));
};

/**
 * Returns true if **any** of the given glob `patterns` match the specified `string`.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.isMatch(string, patterns[, options]);
 *
 * console.log(picomatch.isMatch('a.a', ['b.*', '*.a'])); //=> true
 * console.log(picomatch.isMatch('a.a', 'b.*')); //=> false
 * ```
 * @param {String|Array} str The string to test.
 * @param {String|Array} patterns One or more glob patterns to use for matching.
 * @param {Object} [options] See available [options](#options).
 * @return {Boolean} Returns true if any patterns match `str`
 * @api public
 */

picomatch.isMatch = (str, patterns, options) => picomatch(patterns, options)(str);

/**
 * Parse a glob pattern to create the source string for a regular
 * expression.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const result = picomatch.parse(pattern[, options]);
 * ```
 * @param {String} `pattern`
 * @param {Object} `options`
 * @return {Object} Returns an object with useful properties and output to be used as a regex source string.
 * @api public
 */

picomatch.parse = (pattern, options) => {
  if (Array.isArray(pattern)) return pattern.map(p => picomatch.parse(p, options));
  return parse(pattern, { ...options, fastpaths: false });
};

/**
 * Scan a glob pattern to separate the pattern into segments.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.scan(input[, options]);
 *
 * const result = picomatch.scan('!./foo/*.js');
 * console.log(result);
 * { prefix: '!./',
 *   input: '!./foo/*.js',
 *   start: 3,
 *   base: 'foo',
 *   glob: '*.js',
 *   isBrace: false,
 *   isBracket: false,
 *   isGlob: true,
 *   isExtglob: false,
 *   isGlobstar: false,
 *   negated: true }
 * ```
 * @param {String} `input` Glob pattern to scan.
 * @param {Object} `options`
 * @return {Object} Returns an object with
 * @api public
 */

picomatch.scan = (input, options) => scan(input, options);

/**
 * Compile a regular expression from the `state` object returned by the
 * [parse()](#parse) method.
 *
 * ```js
 * const picomatch = require('picomatch');
 * const state = picomatch.parse('*.js');
 * // picomatch.compileRe(state[, options]);
 *
 * console.log(picomatch.compileRe(state));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {Object} `state`
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Intended for implementors, this argument allows you to return the raw output from the parser.
 * @param {Boolean} `returnState` Adds the state to a `state` property on the returned regex. Useful for implementors and debugging.
 * @return {RegExp}
 * @api public
 */

picomatch.compileRe = (state, options, returnOutput = false, returnState = false) => {
  if (returnOutput === true) {
    return state.output;
  }

  const opts = options || {};
  const prepend = opts.contains ? '' : '^';
  const append = opts.contains ? '' : '$';

  let source = `${prepend}(?:${state.output})${append}`;
  if (state && state.negated === true) {
    source = `^(?!${source}).*$`;
  }

  const regex = picomatch.toRegex(source, options);
  if (returnState === true) {
    regex.state = state;
  }

  return regex;
};

/**
 * Create a regular expression from a parsed glob pattern.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.makeRe(state[, options]);
 *
 * const result = picomatch.makeRe('*.js');
 * console.log(result);
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `state` The object returned from the `.parse` method.
 * @param {Object} `options`
 * @param {Boolean} `returnOutput` Implementors may use this argument to return the compiled output, instead of a regular expression. This is not exposed on the options to prevent end-users from mutating the result.
 * @param {Boolean} `returnState` Implementors may use this argument to return the state from the parsed glob with the returned regular expression.
 * @return {RegExp} Returns a regex created from the given pattern.
 * @api public
 */

picomatch.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
  if (!input || typeof input !== 'string') {
    throw new TypeError('Expected a non-empty string');
  }

  let parsed = { negated: false, fastpaths: true };

  if (options.fastpaths !== false && (input[0] === '.' || input[0] === '*')) {
    parsed.output = parse.fastpaths(input, options);
  }

  if (!parsed.output) {
    parsed = parse(input, options);
  }

  return picomatch.compileRe(parsed, options, returnOutput, returnState);
};

/**
 * Create a regular expression from the given regex source string.
 *
 * ```js
 * const picomatch = require('picomatch');
 * // picomatch.toRegex(source[, options]);
 *
 * const { output } = picomatch.parse('*.js');
 * console.log(picomatch.toRegex(output));
 * //=> /^(?:(?!\.)(?=.)[^/]*?\.js)$/
 * ```
 * @param {String} `source` Regular expression source string.
 * @param {Object} `options`
 * @return {RegExp}
 * @api public
 */

picomatch.toRegex = (source, options) => {
  try {
    const opts = options || {};
    return new RegExp(source, opts.flags || (opts.nocase ? 'i' : ''));
  } catch (err) {
    if (options && options.debug === true) throw err;
    return /$^/;
  }
};

/**
 * Picomatch constants.
 * @return {Object}
 */

picomatch.constants = constants;

/**
 * Expose "picomatch"
 */

module.exports = picomatch;


/***/ }),

/***/ 1781:
/***/ ((module, __unused_webpack_exports, __nccwpck_require__) => {



const utils = __nccwpck_require__(4059);
const {
  CHAR_ASTERISK,             /* * */
  CHAR_AT,                   /* @ */
  CHAR_BACKWARD_SLASH,       /* \ */
  CHAR_COMMA,                /* , */
  CHAR_DOT,                  /* . */
  CHAR_EXCLAMATION_MARK,     /* ! */
  CHAR_FORWARD_SLASH,        /* / */
  CHAR_LEFT_CURLY_BRACE,     /* { */
  CHAR_LEFT_PARENTHESES,     /* ( */
  CHAR_LEFT_SQUARE_BRACKET,  /* [ */
  CHAR_PLUS,                 /* + */
  CHAR_QUESTION_MARK,        /* ? */
  CHAR_RIGHT_CURLY_BRACE,    /* } */
  CHAR_RIGHT_PARENTHESES,    /* ) */
  CHAR_RIGHT_SQUARE_BRACKET  /* ] */
} = __nccwpck_require__(5595);

const isPathSeparator = code => {
  return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
};

const depth = token => {
  if (token.isPrefix !== true) {
    token.depth = token.isGlobstar ? Infinity : 1;
  }
};

/**
 * Quickly scans a glob pattern and returns an object with a handful of
 * useful properties, like `isGlob`, `path` (the leading non-glob, if it exists),
 * `glob` (the actual pattern), `negated` (true if the path starts with `!` but not
 * with `!(`) and `negatedExtglob` (true if the path starts with `!(`).
 *
 * ```js
 * const pm = require('picomatch');
 * console.log(pm.scan('foo/bar/*.js'));
 * { isGlob: true, input: 'foo/bar/*.js', base: 'foo/bar', glob: '*.js' }
 * ```
 * @param {String} `str`
 * @param {Object} `options`
 * @return {Object} Returns an object with tokens and regex source string.
 * @api public
 */

const scan = (input, options) => {
  const opts = options || {};

  const length = input.length - 1;
  const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
  const slashes = [];
  const tokens = [];
  const parts = [];

  let str = input;
  let index = -1;
  let start = 0;
  let lastIndex = 0;
  let isBrace = false;
  let isBracket = false;
  let isGlob = false;
  let isExtglob = false;
  let isGlobstar = false;
  let braceEscaped = false;
  let backslashes = false;
  let negated = false;
  let negatedExtglob = false;
  let finished = false;
  let braces = 0;
  let prev;
  let code;
  let token = { value: '', depth: 0, isGlob: false };

  const eos = () => index >= length;
  const peek = () => str.charCodeAt(index + 1);
  const advance = () => {
    prev = code;
    return str.charCodeAt(++index);
  };

  while (index < length) {
    code = advance();
    let next;

    if (code === CHAR_BACKWARD_SLASH) {
      backslashes = token.backslashes = true;
      code = advance();

      if (code === CHAR_LEFT_CURLY_BRACE) {
        braceEscaped = true;
      }
      continue;
    }

    if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
      braces++;

      while (eos() !== true && (code = advance())) {
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          continue;
        }

        if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (braceEscaped !== true && code === CHAR_COMMA) {
          isBrace = token.isBrace = true;
          isGlob = token.isGlob = true;
          finished = true;

          if (scanToEnd === true) {
            continue;
          }

          break;
        }

        if (code === CHAR_RIGHT_CURLY_BRACE) {
          braces--;

          if (braces === 0) {
            braceEscaped = false;
            isBrace = token.isBrace = true;
            finished = true;
            break;
          }
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (code === CHAR_FORWARD_SLASH) {
      slashes.push(index);
      tokens.push(token);
      token = { value: '', depth: 0, isGlob: false };

      if (finished === true) continue;
      if (prev === CHAR_DOT && index === (start + 1)) {
        start += 2;
        continue;
      }

      lastIndex = index + 1;
      continue;
    }

    if (opts.noext !== true) {
      const isExtglobChar = code === CHAR_PLUS
        || code === CHAR_AT
        || code === CHAR_ASTERISK
        || code === CHAR_QUESTION_MARK
        || code === CHAR_EXCLAMATION_MARK;

      if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
        isGlob = token.isGlob = true;
        isExtglob = token.isExtglob = true;
        finished = true;
        if (code === CHAR_EXCLAMATION_MARK && index === start) {
          negatedExtglob = true;
        }

        if (scanToEnd === true) {
          let parens = 0;

          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }

            if (code === CHAR_LEFT_PARENTHESES) {
              parens++;
              continue;
            }

            if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
              finished = true;
              break;
            }
          }
          continue;
        }
        break;
      }
    }

    if (code === CHAR_ASTERISK) {
      if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_QUESTION_MARK) {
      isGlob = token.isGlob = true;
      finished = true;

      if (scanToEnd === true) {
        continue;
      }
      break;
    }

    if (code === CHAR_LEFT_SQUARE_BRACKET) {
      while (eos() !== true && (next = advance())) {
        if (next === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          advance();
          continue;
        }

        if (next === CHAR_RIGHT_SQUARE_BRACKET) {
          isBracket = token.isBracket = true;
          isGlob = token.isGlob = true;
          finished = true;
          break;
        }
      }

      if (scanToEnd === true) {
        continue;
      }

      break;
    }

    if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
      negated = token.negated = true;
      start++;
      continue;
    }

    if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
      isGlob = token.isGlob = true;

      if (scanToEnd === true) {
        let parens = 1;

        while (eos() !== true && (code = advance())) {
          if (code === CHAR_BACKWARD_SLASH) {
            backslashes = token.backslashes = true;
            advance();
            continue;
          }

          if (code === CHAR_LEFT_PARENTHESES) {
            parens++;
            continue;
          }

          if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
            finished = true;
            break;
          }
        }
        continue;
      }
      break;
    }

    if (isGlob === true) {
      finished = true;

      if (scanToEnd === true) {
        continue;
      }

      break;
    }
  }

  if (opts.noext === true) {
    isExtglob = false;
    isGlob = false;
  }

  let base = str;
  let prefix = '';
  let glob = '';

  if (start > 0) {
    prefix = str.slice(0, start);
    str = str.slice(start);
    lastIndex -= start;
  }

  if (base && isGlob === true && lastIndex > 0) {
    base = str.slice(0, lastIndex);
    glob = str.slice(lastIndex);
  } else if (isGlob === true) {
    base = '';
    glob = str;
  } else {
    base = str;
  }

  if (base && base !== '' && base !== '/' && base !== str) {
    if (isPathSeparator(base.charCodeAt(base.length - 1))) {
      base = base.slice(0, -1);
    }
  }

  if (opts.unescape === true) {
    if (glob) glob = utils.removeBackslashes(glob);

    if (base && backslashes === true) {
      base = utils.removeBackslashes(base);
    }
  }

  const state = {
    prefix,
    input,
    start,
    base,
    glob,
    isBrace,
    isBracket,
    isGlob,
    isExtglob,
    isGlobstar,
    negated,
    negatedExtglob
  };

  if (opts.tokens === true) {
    state.maxDepth = 0;
    if (!isPathSeparator(code)) {
      tokens.push(token);
    }
    state.tokens = tokens;
  }

  if (opts.parts === true || opts.tokens === true) {
    let prevIndex;

    for (let idx = 0; idx < slashes.length; idx++) {
      const n = prevIndex !== undefined ? prevIndex + 1 : start;
      const i = slashes[idx];
      const value = input.slice(n, i);
      if (opts.tokens) {
        if (idx === 0 && start !== 0) {
          tokens[idx].isPrefix = true;
          tokens[idx].value = prefix;
        } else {
          tokens[idx].value = value;
        }
        depth(tokens[idx]);
        state.maxDepth += tokens[idx].depth;
      }
      if (i >= start) {
        parts.push(value);
        prevIndex = i;
      }
    }

    const n = prevIndex !== undefined ? prevIndex + 1 : start;
    const value = input.slice(n);
    parts.push(value);

    if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
      tokens[tokens.length - 1].value = value;
      depth(tokens[tokens.length - 1]);
      state.maxDepth += tokens[tokens.length - 1].depth;
    }

    state.slashes = slashes;
    state.parts = parts;
  }

  return state;
};

module.exports = scan;


/***/ }),

/***/ 4059:
/***/ ((__unused_webpack_module, exports, __nccwpck_require__) => {

/*global navigator*/


const {
  REGEX_BACKSLASH,
  REGEX_REMOVE_BACKSLASH,
  REGEX_SPECIAL_CHARS,
  REGEX_SPECIAL_CHARS_GLOBAL
} = __nccwpck_require__(5595);

exports.isObject = val => val !== null && typeof val === 'object' && !Array.isArray(val);
exports.hasRegexChars = str => REGEX_SPECIAL_CHARS.test(str);
exports.isRegexChar = str => str.length === 1 && exports.hasRegexChars(str);
exports.escapeRegex = str => str.replace(REGEX_SPECIAL_CHARS_GLOBAL, '\\$1');
exports.toPosixSlashes = str => str.replace(REGEX_BACKSLASH, '/');

exports.isWindows = () => {
  if (typeof navigator !== 'undefined' && navigator.platform) {
    const platform = navigator.platform.toLowerCase();
    return platform === 'win32' || platform === 'windows';
  }

  if (typeof process !== 'undefined' && process.platform) {
    return process.platform === 'win32';
  }

  return false;
};

exports.removeBackslashes = str => {
  return str.replace(REGEX_REMOVE_BACKSLASH, match => {
    return match === '\\' ? '' : match;
  });
};

exports.escapeLast = (input, char, lastIdx) => {
  const idx = input.lastIndexOf(char, lastIdx);
  if (idx === -1) return input;
  if (input[idx - 1] === '\\') return exports.escapeLast(input, char, idx - 1);
  return `${input.slice(0, idx)}\\${input.slice(idx)}`;
};

exports.removePrefix = (input, state = {}) => {
  let output = input;
  if (output.startsWith('./')) {
    output = output.slice(2);
    state.prefix = './';
  }
  return output;
};

exports.wrapOutput = (input, state = {}, options = {}) => {
  const prepend = options.contains ? '' : '^';
  const append = options.contains ? '' : '$';

  let output = `${prepend}(?:${input})${append}`;
  if (state.negated === true) {
    output = `(?:^(?!${output}).*$)`;
  }
  return output;
};

exports.basename = (path, { windows } = {}) => {
  const segs = path.split(windows ? /[\\/]/ : '/');
  const last = segs[segs.length - 1];

  if (last === '') {
    return segs[segs.length - 2];
  }

  return last;
};


/***/ }),

/***/ 1324:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   e: () => (/* binding */ locatorOf)
/* harmony export */ });
/**
 * Where a finding points inside its document: an RFC 6901 pointer and, when
 * the document could be parsed for positions, its 1-based line and column.
 */
/** Pointer → location fields, for one parsed document. */
function locatorOf(document) {
    return (pointer) => {
        const pos = document.locate(pointer);
        return { pointer, line: pos.line, column: pos.column };
    };
}


/***/ }),

/***/ 8825:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   KI: () => (/* binding */ passportOfFile),
/* harmony export */   N6: () => (/* binding */ isFailure),
/* harmony export */   Sn: () => (/* binding */ differsOnlyInId),
/* harmony export */   cg: () => (/* binding */ stepOf),
/* harmony export */   dK: () => (/* binding */ STAMP_SCHEMA_VERSION),
/* harmony export */   jM: () => (/* binding */ isRunRecord),
/* harmony export */   pN: () => (/* binding */ readPassport),
/* harmony export */   wS: () => (/* binding */ toolOf)
/* harmony export */ });
/* unused harmony exports readDecisions, readFailures */
/* harmony import */ var _util_passport_id_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4280);
/* harmony import */ var _util_values_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7656);
/**
 * The passport model: one Material Passport (seed 000) as every command reads it. The audit's
 * rules, the chain, the diff, `stamp`, `run`, `export` and `attest` read a passport's fields
 * here and nowhere else (scripts/passport-readers.mjs lists the files that read a field off
 * the JSON; __tests__/passport-model.test.ts holds the list to this file). A new field is one
 * line of {@link Passport} and one of {@link readPassport}.
 *
 * The reading is tolerant: a field of the wrong type counts as absent (null, or empty), never
 * as an error; the schema check (formats/passport.ts) says what is wrong. It is cheap, as it
 * runs for every passport of the audit (2,000 in workload 2, docs/performance.md): one plain
 * object per passport and one per artifact and error entry, no closure; the free-form parts
 * (produced_by, parameters, decisions, downstream_hints) are the recorded values themselves,
 * not copies, and typed views of them ({@link readDecisions}, {@link readFailures}) are made
 * on demand. Positions are not part of it: a finding's pointer (`/outputs/3/sha256`) is found
 * in the bytes when it is reported (formats/json-offsets.ts, repo/passports.ts).
 *
 * The written shape, {@link MaterialPassport}, is what `stamp` composes and the library hands
 * out; schemas/passport.v1.schema.json stays the authority for both.
 */


const EMPTY = Object.freeze({});
const str = (v) => (typeof v === 'string' ? v : null);
const strings = (v) => {
    const out = [];
    if (Array.isArray(v))
        for (const x of v)
            if (typeof x === 'string')
                out.push(x);
    return out;
};
function readArtifacts(list) {
    const out = [];
    if (!Array.isArray(list))
        return out;
    for (let index = 0; index < list.length; index++) {
        const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(list[index]);
        const path = o.path;
        if (typeof path !== 'string')
            continue;
        const size = o.size_bytes;
        out.push({
            index,
            path,
            sha256: str(o.sha256),
            sizeBytes: typeof size === 'number' && Number.isSafeInteger(size) ? size : null,
            source: str(o.source),
            external: o.external === true,
            uri: str(o.uri),
            type: str(o.type),
        });
    }
    return out;
}
function readErrors(list) {
    const out = [];
    if (!Array.isArray(list))
        return out;
    for (let index = 0; index < list.length; index++) {
        const recorded = list[index];
        const x = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(recorded);
        out.push({
            index,
            exitCode: x.exit_code,
            step: x.step,
            tool: x.tool,
            stderr: x.stderr_excerpt,
            recorded,
        });
    }
    return out;
}
/** Reads a parsed passport value (anything JSON.parse gave). Never throws. */
function readPassport(value) {
    const o = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(value);
    const producedBy = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(o.produced_by) ? o.produced_by : EMPTY;
    const hints = (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(o.downstream_hints) ? o.downstream_hints : EMPTY;
    const writtenId = str(o.passport_id);
    const expected = hints.expected_inputs;
    return {
        id: writtenId === null ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_1__/* .foldPassportId */ .r)(writtenId),
        writtenId,
        schemaVersion: str(o.schema_version),
        createdAt: str(o.created_at),
        skill: str(producedBy.skill),
        skillVersion: str(producedBy.skill_version),
        agent: str(producedBy.agent),
        sessionId: str(producedBy.session_id),
        producedBy,
        consumed: strings(o.consumed_passports).map(_util_passport_id_js__WEBPACK_IMPORTED_MODULE_1__/* .foldPassportId */ .r),
        writtenConsumed: Array.isArray(o.consumed_passports) ? o.consumed_passports : [],
        nextSkills: strings(hints.next_skills),
        expectedInputs: Array.isArray(expected) ? strings(expected) : null,
        downstreamHints: hints,
        inputs: readArtifacts(o.inputs),
        outputs: readArtifacts(o.outputs),
        decisions: (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asArray */ ._j)(o.decisions),
        parameters: o.parameters,
        errors: readErrors(o.errors),
        recordedBy: readRecordedBy(o.recorded_by),
    };
}
/** recorded_by, read (tolerant: a field of the wrong type is null). */
function readRecordedBy(value) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return null;
    const command = value.command;
    return {
        method: str(value.method),
        command: Array.isArray(command) && command.length > 0 && command.every((c) => typeof c === 'string')
            ? command
            : null,
        workingDirectory: str(value.working_directory),
        outputs: str(value.outputs),
        program: (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.program)
            ? { path: str(value.program.path), version: str(value.program.version) }
            : null,
        nondeterministic: Array.isArray(value.nondeterministic)
            ? value.nondeterministic.filter((p) => typeof p === 'string')
            : [],
        startedAt: str(value.started_at),
        endedAt: str(value.ended_at),
        recorded: value,
    };
}
/** True when a passport's record says `passport-gate run` ran its step and wrote it. */
const isRunRecord = (passport) => passport?.recordedBy?.method === 'run';
/**
 * The passport of a file as a revision was read: the model the reader made (`passport`), else
 * read from the parsed value now; null when the file could not be read or parsed.
 */
function passportOfFile(file) {
    if (file.passport !== undefined)
        return file.passport;
    return file.value === null ? null : readPassport(file.value);
}
/** `o[key]` when `o` has it as its own property (a key like "__proto__" is plain data). */
const own = (o, key) => Object.hasOwn(o, key) ? o[key] : undefined;
/** The step a decisions[] or errors[] entry names (as written), undefined when none. */
function stepOf(entry) {
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(entry).step);
}
/** The tool an errors[] entry names (as written), undefined when none. */
function toolOf(entry) {
    return (0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asString */ .oJ)((0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .asObjectOrEmpty */ .eG)(entry).tool);
}
/**
 * The decisions of a passport, each keyed by its step (a second decision of the same step by
 * `step#2`, …), or by its position when it names no step.
 */
function readDecisions(passport) {
    const seen = new Map();
    return (passport?.decisions ?? []).map((item, index) => {
        const d = asObjectOrEmpty(item);
        const step = str(own(d, 'step'));
        let key = step === null ? `#${index}` : `step:${step}`;
        if (step !== null) {
            const n = (seen.get(key) ?? 0) + 1;
            seen.set(key, n);
            if (n > 1)
                key = `${key}#${n}`;
        }
        return {
            key,
            step,
            choice: own(d, 'choice') ?? null,
            alternatives_considered: own(d, 'alternatives_considered') ?? null,
            rationale: own(d, 'rationale') ?? null,
        };
    });
}
/** True when an errors[] entry records a failure: a non-zero numeric exit code (exit-nonzero). */
function isFailure(e) {
    return typeof e.exitCode === 'number' && e.exitCode !== 0;
}
/**
 * The failures a passport records: errors[] entries whose exit_code is a non-zero number (the
 * exit-nonzero rule's reading), keyed by step and tool (a repeated pair by occurrence).
 */
function readFailures(passport) {
    const seen = new Map();
    const out = [];
    for (const e of passport?.errors ?? []) {
        if (!isFailure(e))
            continue;
        const step = e.step ?? null;
        const tool = e.tool ?? null;
        let key = JSON.stringify([step, tool]);
        const n = (seen.get(key) ?? 0) + 1;
        seen.set(key, n);
        if (n > 1)
            key = `${key}#${n}`;
        out.push({ key, step, tool, exitCode: e.exitCode, stderr: e.stderr ?? null });
    }
    return out;
}
/** The schema version stamp writes into new passports. */
const STAMP_SCHEMA_VERSION = '1.0.0';
/**
 * True when `after` is `before` with its top-level `passport_id` set to `id` and nothing else
 * changed (the check behind passport-schema's printed id fix, formats/passport.ts). Here
 * because this file is the one reader of a passport's fields.
 */
function differsOnlyInId(before, after, id) {
    if (!(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(before) || !(0,_util_values_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(after) || after.passport_id !== id)
        return false;
    return JSON.stringify({ ...before, passport_id: id }) === JSON.stringify(after);
}


/***/ }),

/***/ 2048:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   _H: () => (/* binding */ MATERIAL_PASSPORT_PREDICATE_TYPE),
/* harmony export */   sv: () => (/* binding */ toInTotoStatement),
/* harmony export */   yH: () => (/* binding */ IN_TOTO_STATEMENT_TYPE)
/* harmony export */ });
/* unused harmony exports ATTEST_MAX_SUBJECTS, OUTPUTS_MANIFEST_SUFFIX, toChecksums */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9344);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8825);
/**
 * in-toto Statement v1 for a Material Passport: the one statement builder of
 * `passport-gate export --in-toto` and `passport-gate attest` (src/attest/),
 * so what a release workflow signs with actions/attest and what the gate
 * verifies are the same statement. Spec:
 * https://github.com/in-toto/attestation/blob/main/spec/v1/statement.md
 *
 * subject   = the passport file itself (name = its repository path, digest = the sha256 of its
 *             bytes), then every output (name = repository-relative path, digest = { sha256 },
 *             what `gh attestation verify FILE` matches on). Past {@link ATTEST_MAX_SUBJECTS}
 *             subjects (actions/attest's and GitHub's limit) the outputs are one subject
 *             instead, `<passport path>#outputs`, whose sha256 is over their sorted
 *             `sha256sum` lines ({@link outputsManifest}): the passport's subject binds them
 *             all the same, since it lists each output's sha256;
 * predicate = the passport itself, unchanged: the parsed JSON of the file (a control
 *             character in it stays the character; JSON writes it as a \u escape);
 * predicateType = {@link MATERIAL_PASSPORT_PREDICATE_TYPE}.
 */



/** `_type` of every in-toto Statement v1. */
const IN_TOTO_STATEMENT_TYPE = 'https://in-toto.io/Statement/v1';
/**
 * The predicate type of a Material Passport v1. A stable URI: it names the
 * schema's major version, like https://slsa.dev/provenance/v1, and does not
 * change with minor versions of the passport schema or of passport-gate.
 */
const MATERIAL_PASSPORT_PREDICATE_TYPE = 'https://passport-gate.dev/material-passport/v1';
/**
 * Most subjects actions/attest accepts in one attestation
 * (https://github.com/actions/attest#subject-limits).
 */
const ATTEST_MAX_SUBJECTS = 1024;
/**
 * Builds the Statement of one passport: the passport file's subject first (when given), then
 * the outputs, named by repository-relative path (passport-relative paths are resolved), one
 * per distinct name and digest, or their manifest past the subject limit. `read` is the
 * passport read (core/passport.ts), when the caller has it; the document is the predicate.
 * An output without a digest has no subject (the schema check reports it).
 *
 * @example
 * const statement = toInTotoStatement(passport, {
 *   dir: 'results/align',
 *   file: { path: 'results/align/run1.passport.json', sha256 },
 * });
 */
function toInTotoStatement(passport, options = {}, read = (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(passport)) {
    const outputs = listOutputSubjects(read, options);
    const subject = options.file
        ? [{ name: options.file.path, digest: { sha256: options.file.sha256 } }]
        : [];
    if (subject.length + outputs.length <= ATTEST_MAX_SUBJECTS)
        subject.push(...outputs);
    else
        subject.push({
            name: `${options.file?.path ?? ''}${OUTPUTS_MANIFEST_SUFFIX}`,
            digest: { sha256: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(outputsManifest(outputs)).digest('hex') },
        });
    return {
        _type: IN_TOTO_STATEMENT_TYPE,
        subject,
        predicateType: MATERIAL_PASSPORT_PREDICATE_TYPE,
        predicate: passport,
    };
}
/** Name suffix of the one subject standing for the outputs past the subject limit. */
const OUTPUTS_MANIFEST_SUFFIX = '#outputs';
/**
 * The outputs' manifest past the subject limit: `sha256  name` lines (the `sha256sum`
 * format) sorted by name then digest, each ending in a line feed; a name is JSON-quoted when
 * it holds a line break, so every manifest reads back one way.
 */
function outputsManifest(outputs) {
    const lines = outputs.map((o) => `${o.digest.sha256}  ${/[\r\n]/.test(o.name) ? JSON.stringify(o.name) : o.name}\n`);
    return lines.sort().join('');
}
/** The outputs of a passport as subjects, resolved and without repeats. */
function listOutputSubjects(passport, options) {
    const base = options.pathBase === 'passport' && options.dir && options.dir !== '.' ? options.dir : '';
    const subject = [];
    const seen = new Set();
    for (const { path, sha256 } of passport.outputs) {
        if (sha256 === null)
            continue;
        const checked = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_1__/* .checkRelativePath */ ._k)(path, base);
        const name = checked.ok ? checked.rel : path;
        const key = `${name}\0${sha256}`;
        if (seen.has(key))
            continue;
        seen.add(key);
        subject.push({ name, digest: { sha256 } });
    }
    return subject;
}
/**
 * The subjects in the `sha256sum` format that actions/attest reads from
 * `subject-checksums` (`<hex>  <name>` per line). A name with a line break
 * cannot be written in that format and is left out; the caller is told which.
 */
function toChecksums(statement) {
    const lines = [];
    const skipped = [];
    for (const s of statement.subject) {
        if (/[\r\n]/.test(s.name))
            skipped.push(s.name);
        else
            lines.push(`${s.digest.sha256}  ${s.name}`);
    }
    return { text: lines.length > 0 ? `${lines.join('\n')}\n` : '', skipped };
}


/***/ }),

/***/ 7613:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   m: () => (/* binding */ ACK_SUFFIX),
/* harmony export */   o: () => (/* binding */ ackPathOf)
/* harmony export */ });
/**
 * Where an agent packet's acknowledgment lives (seed 004: `<handoff_id>.ack` beside
 * `<handoff_id>.json` in the inbox). A module of its own: the audit's ownership rule
 * (audit/ownership.ts) and the verdict need it in every run, and packet.ts loads the handoff
 * schemas, which only runs with handoff files pay for (docs/performance.md, "Start-up").
 */
/** Suffix of an acknowledgment file, beside `<handoff_id>.json`. */
const ACK_SUFFIX = '.ack';
/** Repository-relative path of the acknowledgment beside a packet. */
function ackPathOf(packetPath) {
    return packetPath.replace(/\.json$/i, '') + ACK_SUFFIX;
}


/***/ }),

/***/ 5703:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   XK: () => (/* binding */ UNRESOLVED_PREFIX),
/* harmony export */   az: () => (/* binding */ isLookedUp),
/* harmony export */   vh: () => (/* binding */ parseCitation)
/* harmony export */ });
/* unused harmony exports ACCESSION_FAMILIES, describeNotLookedUp */
/**
 * Citations (seed 000, hard rule 1: "Every cited work must resolve to a verifiable record
 * (DOI, PMID, arXiv ID, ISBN, URL with retrieval date, or stable identifier). If a source
 * cannot be resolved, the skill must say so explicitly"). Pure: one string in, what it cites
 * (or why it cites nothing) out. The syntax and the check digits are checked here, offline;
 * whether the record exists is `passport-gate resolve`'s question (src/resolve/), whose answers
 * the lock file keeps (formats/citation-lock.ts).
 *
 * A citation is exactly one identifier (docs/rules.md, `citation-invalid`, is the reference):
 *  - DOI, PubMed, PubMed Central, arXiv, ISBN, or a stable accession of one of the field's
 *    archives (ACCESSION_FAMILIES: INSDC reads and sequences, assemblies, RefSeq, BioProject,
 *    BioSample, GEO, ArrayExpress, BioStudies, UniProt, PDB, Ensembl, RRID);
 *  - bare where its shape is unmistakable (`ERR123456`, `10.1038/x`, `PMC3737249`), or after a
 *    label naming its scheme or archive (`ENA accession ERR123456`, `doi: 10.1000/xyz`,
 *    `PMID: 12345678`, `RefSeq NC_001422.1`, `PDB 4HHB`): the label must issue that identifier;
 *  - or written as its resolver's address (`https://doi.org/10.1000/xyz`,
 *    `https://pubmed.ncbi.nlm.nih.gov/23903748/`, `https://identifiers.org/ena.embl:ERR123456`,
 *    RESOLVER_ADDRESSES), with or without a retrieval date: such an address IS the identifier,
 *    checked as one (lock, registries, retraction), never a mere dated URL;
 *  - a web address with the date it was read: `https://example.org/table.csv (retrieved 2026-06-17)`
 *  - or the explicit statement that the work could not be resolved: `unresolved: <why>`.
 * Anything else (`ENA`, `from the lab`, `trust me`, an identifier inside a sentence, two
 * identifiers) is free text, which cites nothing.
 */
/**
 * The accession families, in the order a bare identifier is tried (UniProt before INSDC
 * sequences: `P12345` is UniProt's shape, and INSDC issues no O, P or Q prefix).
 */
const ACCESSION_FAMILIES = [
    {
        // Sequence Read Archive objects, shared by ENA (E), NCBI (S) and DDBJ (D): runs,
        // experiments, samples, studies, submissions (A) and analyses (Z).
        archive: 'insdc-reads',
        name: 'an INSDC read archive (ENA/SRA/DDBJ)',
        pattern: /^[EDS]R[RXSPAZ]\d{6,9}$/,
        syntax: 'ERR, SRR, DRR (runs), ?RX, ?RS, ?RP, ?RA, ?RZ and 6 to 9 digits',
        shape: /^[EDS]R[RXSPAZ]\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'bioproject',
        name: 'BioProject',
        pattern: /^PRJ[EDN][A-Z]\d{1,9}$/,
        syntax: 'PRJ, E/D/N, one letter, digits (PRJNA257197)',
        shape: /^PRJ/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'biosample',
        name: 'BioSample',
        pattern: /^SAM(?:N|EA|EG|D)\d{1,9}$/,
        syntax: 'SAMN, SAMEA, SAMEG or SAMD and digits (SAMN02604091)',
        shape: /^SAM(?:N|E|D)\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'geo',
        name: 'GEO',
        pattern: /^G(?:SE|SM|PL|DS)[1-9]\d{0,8}$/,
        syntax: 'GSE, GSM, GPL or GDS and a number (GSE12345)',
        shape: /^G(?:SE|SM|PL|DS)\d/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'assembly',
        name: 'an assembly (GenBank/RefSeq)',
        pattern: /^GC[AF]_\d{9}\.[1-9]\d*$/,
        syntax: 'GCA_ or GCF_, 9 digits, a version (GCA_000001405.29)',
        shape: /^GC[AF]_/,
        bare: true,
        lookedUp: true,
    },
    {
        archive: 'refseq',
        name: 'RefSeq',
        pattern: /^(?:(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|XM|XP|XR|YP|WP)_\d{6,9}|NZ_[A-Z]{2,6}\d{6,11})(?:\.[1-9]\d*)?$/,
        syntax: 'a two-letter prefix (NC, NG, NT, NW, NZ, NM, NR, XM, XR, NP, XP, YP, WP, AC, AP), an underscore, 6 to 9 digits and an optional version (NC_001422.1)',
        shape: /^(?:AC|AP|NC|NG|NM|NP|NR|NT|NW|NZ|XM|XP|XR|YP|WP)_/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'arrayexpress',
        name: 'ArrayExpress',
        pattern: /^E-[A-Z]{4}-[1-9]\d{0,8}$/,
        syntax: 'E-, four letters, -, a number (E-MTAB-1234)',
        shape: /^E-[A-Z]/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'biostudies',
        name: 'BioStudies',
        pattern: /^S-[A-Z]{4}[1-9]\d{0,9}$/,
        syntax: 'S-, four letters, a number (S-BSST123)',
        shape: /^S-[A-Z]/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'ensembl',
        name: 'Ensembl',
        pattern: /^ENS(?:[A-Z]{3,6})?[EGTPR]\d{11}(?:\.[1-9]\d*)?$/,
        syntax: 'ENS, an optional species code, E/G/T/P/R and 11 digits, an optional version (ENSG00000139618)',
        shape: /^ENS[A-Z]*\d/,
        bare: true,
        lookedUp: false,
    },
    {
        archive: 'rrid',
        name: 'RRID',
        pattern: /^RRID:[A-Z][A-Za-z]*_[A-Za-z0-9][A-Za-z0-9_:.-]{0,63}$/,
        syntax: 'RRID:, the authority, _, its identifier (RRID:AB_2298772, RRID:SCR_002798)',
        shape: /^RRID:/,
        bare: true,
        lookedUp: false,
    },
    {
        // UniProt's own regular expression (uniprot.org, "UniProtKB accession numbers"), with an
        // optional isoform.
        archive: 'uniprot',
        name: 'UniProt',
        pattern: /^(?:[OPQ][0-9][A-Z0-9]{3}[0-9]|[A-NR-Z][0-9](?:[A-Z][A-Z0-9]{2}[0-9]){1,2})(?:-[1-9]\d*)?$/,
        syntax: 'six or ten characters as UniProt defines them (P69905, A0A023GPI8)',
        bare: true,
        lookedUp: false,
    },
    {
        // INSDC nucleotide and protein accessions, with an optional version.
        archive: 'insdc-sequence',
        name: 'an INSDC sequence (ENA/GenBank/DDBJ)',
        pattern: /^(?:[A-Z]\d{5}|[A-Z]{2}\d{6}|[A-Z]{2}\d{8}|[A-Z]{3}\d{5}|[A-Z]{3}\d{7}|[A-Z]{4}\d{8,10}|[A-Z]{6}\d{9,11})(?:\.[1-9]\d*)?$/,
        syntax: 'letters and digits as INSDC assigns them (AB123456.1, CP000001)',
        bare: true,
        lookedUp: true,
    },
    {
        // The extended PDB id stands alone.
        archive: 'pdb',
        name: 'PDB',
        pattern: /^pdb_\d{4}[a-z0-9]{4}$/,
        syntax: 'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
        shape: /^pdb_/,
        bare: true,
        lookedUp: false,
    },
    {
        // Four characters, a digit first: a year or a code would pass alone, so only after a
        // label (`PDB 4HHB`).
        archive: 'pdb',
        name: 'PDB',
        pattern: /^[1-9][A-Za-z0-9]{3}$/,
        syntax: 'after a label, a digit 1-9 and three letters or digits (PDB 4HHB); or pdb_ and eight (pdb_00004hhb)',
        bare: false,
        lookedUp: false,
    },
];
/** The kinds a lookup service can resolve; URLs, ISBNs and statements are not looked up. */
const LOOKED_UP_KINDS = new Set(['doi', 'pmid', 'pmcid', 'arxiv']);
/**
 * True when `passport-gate resolve` asks a registry about this citation, so the lock can hold
 * it: a DOI, PMID, PMCID, arXiv id, or an accession of an archive it asks.
 */
function isLookedUp(citation) {
    if (LOOKED_UP_KINDS.has(citation.kind))
        return true;
    if (citation.kind !== 'accession')
        return false;
    return ACCESSION_FAMILIES.find((f) => f.archive === citation.archive)?.lookedUp === true;
}
/**
 * For an identifier no registry is asked about: what it was recognised as, said where a
 * reader would otherwise wonder (`recognised as RefSeq; not looked up`). Null for the rest.
 */
function describeNotLookedUp(citation) {
    if (isLookedUp(citation))
        return null;
    if (citation.kind === 'accession') {
        const family = ACCESSION_FAMILIES.find((f) => f.archive === citation.archive);
        return `recognised as ${family?.name ?? 'an accession'}; not looked up (passport-gate resolve asks no registry of it), so its syntax is all that is checked`;
    }
    if (citation.kind === 'isbn')
        return 'recognised as an ISBN; not looked up (no registry of ISBNs is open to all), so its check digit is all that is checked';
    return null;
}
/** The prefix of the explicit statement that a source could not be resolved. */
const UNRESOLVED_PREFIX = 'unresolved: ';
const DOI = /^(10\.\d{4,9}\/[^\s]+)$/;
const DOI_PREFIXED = /^doi:\s?(10\.\d{4,9}\/[^\s]+)$/i;
const PMID = /^PMID:?\s?([1-9]\d{0,8})$/i;
const PMCID = /^(?:PMCID:?\s?)?PMC([1-9]\d{0,8})$/i;
const ARXIV = /^arXiv:(\S+?)$/i;
const ARXIV_NEW = /^(\d{2})(\d{2})\.(\d{4,5})(v[1-9]\d*)?$/;
const ARXIV_OLD = /^([a-z]+(?:-[a-z]+)*)(\.[A-Z]{2})?\/(\d{2})(\d{2})(\d{3})(v[1-9]\d*)?$/;
const ISBN = /^ISBN(?:-1[03])?:?\s?([0-9][0-9 -]{8,15}[0-9Xx])$/;
const URL_RETRIEVED = /^(https?:\/\/\S+) \(retrieved (\d{4}-\d{2}-\d{2})\)$/;
/**
 * A label before an identifier: a name (words of letters, digits, `/`, `-`, `.`), then a colon,
 * a `#`, or spaces, then the identifier (one word). `ENA accession ERR123456`, `doi: 10.1/x`.
 */
const LABELLED = /^([A-Za-z][A-Za-z0-9/.-]*(?: [A-Za-z][A-Za-z0-9/.-]*){0,3}?)(?:\s*[:#]\s*|\s+)(\S+)$/;
/** Words after a name that say what kind of record follows (`ENA accession`, `PDB entry`). */
const LABEL_NOUNS = /(?: (?:accession(?: number| no\.?)?|acc\.?|id|identifier|entry|record|run|experiment|study|sample|series|platform|project|structure|sequence|assembly|gene|protein|number|no\.?))+$/;
const INSDC_ALL = [
    'insdc-reads',
    'insdc-sequence',
    'assembly',
    'bioproject',
    'biosample',
];
/** Labels (lower case, spaces single) and what each may name. */
const LABELS = new Map([
    ['doi', { kinds: ['doi'] }],
    ['pmid', { kinds: ['pmid'] }],
    ['pubmed', { kinds: ['pmid'] }],
    ['pmcid', { kinds: ['pmcid'] }],
    ['pmc', { kinds: ['pmcid'] }],
    ['pubmed central', { kinds: ['pmcid'] }],
    ['arxiv', { kinds: ['arxiv'] }],
    ['zenodo', { kinds: ['doi'], doiPrefixes: ['10.5281'] }],
    ['figshare', { kinds: ['doi'], doiPrefixes: ['10.6084'] }],
    ['dryad', { kinds: ['doi'], doiPrefixes: ['10.5061'] }],
    ['ena', { archives: INSDC_ALL }],
    ['ebi ena', { archives: INSDC_ALL }],
    ['european nucleotide archive', { archives: INSDC_ALL }],
    ['ddbj', { archives: INSDC_ALL }],
    ['insdc', { archives: ['insdc-reads', 'insdc-sequence', 'assembly'] }],
    ['embl', { archives: ['insdc-sequence'] }],
    ['sra', { archives: ['insdc-reads'] }],
    ['ncbi sra', { archives: ['insdc-reads'] }],
    ['sequence read archive', { archives: ['insdc-reads'] }],
    ['dra', { archives: ['insdc-reads'] }],
    ['genbank', { archives: ['insdc-sequence', 'assembly'] }],
    ['nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
    ['ncbi nucleotide', { archives: ['insdc-sequence', 'refseq'] }],
    ['ncbi', { archives: [...INSDC_ALL, 'geo', 'refseq'] }],
    ['ncbi assembly', { archives: ['assembly'] }],
    ['refseq', { archives: ['refseq', 'assembly'] }],
    ['ncbi refseq', { archives: ['refseq', 'assembly'] }],
    ['geo', { archives: ['geo'] }],
    ['ncbi geo', { archives: ['geo'] }],
    ['gene expression omnibus', { archives: ['geo'] }],
    ['bioproject', { archives: ['bioproject'] }],
    ['ncbi bioproject', { archives: ['bioproject'] }],
    ['biosample', { archives: ['biosample'] }],
    ['biosamples', { archives: ['biosample'] }],
    ['ncbi biosample', { archives: ['biosample'] }],
    ['arrayexpress', { archives: ['arrayexpress'] }],
    ['biostudies', { archives: ['biostudies', 'arrayexpress'] }],
    ['uniprot', { archives: ['uniprot'] }],
    ['uniprotkb', { archives: ['uniprot'] }],
    ['swiss-prot', { archives: ['uniprot'] }],
    ['uniprotkb/swiss-prot', { archives: ['uniprot'] }],
    ['pdb', { archives: ['pdb'] }],
    ['rcsb pdb', { archives: ['pdb'] }],
    ['pdbe', { archives: ['pdb'] }],
    ['wwpdb', { archives: ['pdb'] }],
    ['protein data bank', { archives: ['pdb'] }],
    ['ensembl', { archives: ['ensembl'] }],
]);
const ok = (citation) => ({ ok: true, citation });
/** Reads one citation (an artifact's `source`). Never throws. */
function parseCitation(raw) {
    const text = raw.trim();
    if (text.length === 0)
        return { ok: false, problem: 'is empty: it names no record the claim can be checked against' };
    if (text.startsWith('unresolved:') || /^unresolved\b/i.test(text))
        return parseUnresolved(text);
    return parseIdentifier(text) ?? describeFreeText(text);
}
function parseUnresolved(text) {
    const reason = text.startsWith(UNRESOLVED_PREFIX)
        ? text.slice(UNRESOLVED_PREFIX.length).trim()
        : '';
    if (/\p{L}/u.test(reason))
        return ok({ kind: 'unresolved', key: reason, id: reason });
    return {
        ok: false,
        problem: `does not read \`${UNRESOLVED_PREFIX}<why>\` exactly (lower case, a colon, a space, then the reason in words)`,
        suggestion: `${UNRESOLVED_PREFIX}${reason || 'say what was tried and why no record was found'}`,
    };
}
/**
 * One identifier in one of the accepted forms, or a refusal that names what is wrong with an
 * identifier-shaped text (a check digit, a month, a label that does not issue it);
 * undefined when the text is no identifier.
 */
function parseIdentifier(text) {
    const doi = DOI.exec(text) ?? DOI_PREFIXED.exec(text);
    if (doi?.[1])
        return doiCitation(doi[1]);
    const pmid = PMID.exec(text);
    if (pmid?.[1])
        return ok({ kind: 'pmid', key: `pmid:${pmid[1]}`, id: pmid[1] });
    const pmc = PMCID.exec(text);
    if (pmc?.[1])
        return ok({ kind: 'pmcid', key: `pmcid:PMC${pmc[1]}`, id: `PMC${pmc[1]}` });
    const arxiv = ARXIV.exec(text);
    if (arxiv?.[1])
        return parseArxiv(arxiv[1]);
    const isbn = ISBN.exec(text);
    if (isbn?.[1])
        return parseIsbn(isbn[1]);
    if (/^https?:\/\//i.test(text))
        return parseUrl(text);
    const bare = parseAccession(text);
    if (bare)
        return bare;
    const labelled = LABELLED.exec(text);
    if (labelled?.[1] && labelled[2])
        return parseLabelled(labelled[1], labelled[2]);
    return undefined;
}
function doiCitation(id) {
    return ok({ kind: 'doi', key: `doi:${id.toLowerCase()}`, id });
}
/** A bare accession of a family that may stand alone; a malformed one of a known shape named. */
function parseAccession(id) {
    const family = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
    if (family)
        return accessionCitation(id, family);
    // One word of a family's shape that is not one of its accessions is named as such; a
    // sentence that happens to start like one is left to be free text.
    const attempted = /\s/.test(id) ? undefined : ACCESSION_FAMILIES.find((f) => f.shape?.test(id));
    if (attempted)
        return {
            ok: false,
            problem: `looks like an accession of ${attempted.name} but is not one (${attempted.syntax})`,
        };
    return undefined;
}
function accessionCitation(id, family) {
    const key = family.lookedUp ? `accession:${id}` : `${family.archive}:${id}`;
    return ok({ kind: 'accession', key, id, archive: family.archive });
}
/**
 * `<label> <identifier>`: the label names a scheme or an archive, and that archive must issue
 * the identifier. A label the gate does not know leaves the text free text (undefined).
 */
function parseLabelled(rawLabel, id) {
    const words = rawLabel.toLowerCase().replace(/\s+/g, ' ');
    const label = LABELS.has(words) ? words : words.replace(LABEL_NOUNS, '');
    const target = LABELS.get(label);
    // `ENA accession` alone: the last word is the label's noun, not an identifier.
    if (!target || LABEL_NOUNS.test(` ${id.toLowerCase()}`))
        return undefined;
    for (const kind of target.kinds ?? []) {
        const found = parseSchemeId(kind, id, target.doiPrefixes);
        if (found)
            return found;
    }
    const archives = target.archives ?? [];
    const family = ACCESSION_FAMILIES.find((f) => archives.includes(f.archive) && f.pattern.test(id));
    if (family)
        return accessionCitation(id, family);
    const named = rawLabel.trim();
    const other = ACCESSION_FAMILIES.find((f) => f.bare && f.pattern.test(id));
    if (other && archives.length > 0)
        return {
            ok: false,
            problem: `names ${named}, which does not issue accessions like ${id} (that is an accession of ${other.name})`,
            suggestion: id,
        };
    const expected = [
        ...(target.kinds ?? []).map(describeScheme),
        ...ACCESSION_FAMILIES.filter((f, i, all) => archives.includes(f.archive) && all.findIndex((g) => g.name === f.name) === i).map((f) => `${f.name}: ${f.syntax}`),
    ];
    return {
        ok: false,
        problem: `names ${named} but ${JSON.stringify(id)} is not an identifier it issues (${expected.join('; ')})`,
    };
}
/** An identifier of a scheme after its label, or undefined when it does not read as one. */
function parseSchemeId(kind, id, doiPrefixes) {
    switch (kind) {
        case 'doi': {
            const doi = DOI.exec(id)?.[1];
            if (!doi)
                return undefined;
            if (doiPrefixes && !doiPrefixes.some((p) => doi.startsWith(`${p}/`)))
                return {
                    ok: false,
                    problem: `is labelled as a repository whose DOIs begin ${doiPrefixes.join(' or ')}/, but ${doi} does not`,
                    suggestion: doi,
                };
            return doiCitation(doi);
        }
        case 'pmid':
            return /^[1-9]\d{0,8}$/.test(id) ? ok({ kind: 'pmid', key: `pmid:${id}`, id }) : undefined;
        case 'pmcid': {
            const n = /^(?:PMC)?([1-9]\d{0,8})$/i.exec(id)?.[1];
            return n ? ok({ kind: 'pmcid', key: `pmcid:PMC${n}`, id: `PMC${n}` }) : undefined;
        }
        case 'arxiv':
            return parseArxiv(id);
    }
}
function describeScheme(kind) {
    switch (kind) {
        case 'doi':
            return 'a DOI: 10., a registrant number, /, a suffix';
        case 'pmid':
            return 'a PMID: a number';
        case 'pmcid':
            return 'a PMCID: PMC and a number';
        case 'arxiv':
            return 'an arXiv id: YYMM.NNNNN or archive/YYMMNNN';
    }
}
function parseArxiv(id) {
    const fresh = ARXIV_NEW.exec(id);
    if (fresh) {
        const [, yy, mm, number] = fresh;
        const month = Number(mm);
        const yymm = Number(yy + mm);
        // New-style ids began in April 2007, with four digits; five from January 2015.
        const digits = yymm >= 1501 ? 5 : 4;
        if (month < 1 || month > 12 || yymm < 704 || number.length !== digits)
            return {
                ok: false,
                problem: `is not a valid arXiv identifier (YYMM.NNNN before 2015, YYMM.NNNNN since)`,
            };
        return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
    }
    const old = ARXIV_OLD.exec(id);
    if (old) {
        const month = Number(old[4]);
        const yymm = Number(`${old[3]}${old[4]}`);
        // Old-style ids ran from August 1991 (9108) to March 2007 (0703).
        if (month >= 1 && month <= 12 && (yymm >= 9108 || yymm <= 703))
            return ok({ kind: 'arxiv', key: `arxiv:${id}`, id });
    }
    return {
        ok: false,
        problem: 'is not a valid arXiv identifier (arXiv:YYMM.NNNNN or arXiv:archive/YYMMNNN)',
    };
}
/** The check digit of an ISBN-10 or ISBN-13 (ISO 2108). */
function parseIsbn(written) {
    const digits = written.replace(/[ -]/g, '').toUpperCase();
    if (digits.length === 10 && /^\d{9}[\dX]$/.test(digits)) {
        let sum = 0;
        for (let i = 0; i < 10; i++) {
            const c = digits[i];
            sum += (10 - i) * (c === 'X' ? 10 : Number(c));
        }
        if (sum % 11 === 0)
            return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
        return {
            ok: false,
            problem: `is an ISBN-10 whose check digit does not match (ISBN ${written})`,
        };
    }
    if (digits.length === 13 && /^97[89]\d{10}$/.test(digits)) {
        let sum = 0;
        for (let i = 0; i < 13; i++)
            sum += (i % 2 === 0 ? 1 : 3) * Number(digits[i]);
        if (sum % 10 === 0)
            return ok({ kind: 'isbn', key: `isbn:${digits}`, id: digits });
        return {
            ok: false,
            problem: `is an ISBN-13 whose check digit does not match (ISBN ${written})`,
        };
    }
    return {
        ok: false,
        problem: 'is not an ISBN: 10 digits (the last may be X) or 13 digits starting 978 or 979',
    };
}
/**
 * A web address: a resolver's address of an identifier is that identifier (dated or not); any
 * other address needs the date it was read.
 */
function parseUrl(text) {
    const m = URL_RETRIEVED.exec(text);
    const address = m?.[1] ?? text.split(/\s/)[0] ?? text;
    let url;
    try {
        url = new URL(address);
    }
    catch {
        url = null;
    }
    if (!url || url.hostname === '')
        return { ok: false, problem: 'is not a valid web address' };
    const resolved = readResolverAddress(url);
    if (resolved) {
        // After the address, a retrieval date or nothing: `https://doi.org/10.1/x and more` is prose.
        if (!m && address !== text)
            return {
                ok: false,
                problem: 'is a resolver address with text after it; a source is one identifier',
                ...(resolved.ok ? { suggestion: address } : {}),
            };
        if (m?.[2] && !isCalendarDate(m[2]))
            return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
        return resolved;
    }
    if (!m?.[2])
        return {
            ok: false,
            problem: 'is a web address without the date it was retrieved (a page can change after it was read)',
            suggestion: `${address} (retrieved YYYY-MM-DD)`,
        };
    if (!isCalendarDate(m[2]))
        return { ok: false, problem: `has a retrieval date ${m[2]} that is not a calendar date` };
    return ok({ kind: 'url', key: address, id: address, retrieved: m[2] });
}
const asLabelled = (label) => (id) => parseLabelled(label, id);
/**
 * The resolver addresses an identifier is known by (issue 35, item 6): the path that names
 * one record of a scheme or archive. An address on one of these hosts whose path names no
 * record (a search, a home page) is an ordinary web page, except on the hosts that serve
 * nothing but identifiers (IDENTIFIER_ONLY_HOSTS).
 */
const RESOLVER_ADDRESSES = [
    {
        hosts: ['doi.org', 'dx.doi.org', 'hdl.handle.net'],
        path: /^\/(10\..*)$/,
        read: asLabelled('doi'),
        name: 'DOI',
    },
    {
        hosts: ['identifiers.org'],
        path: /^\/(?:[a-z0-9.]+\/)?([A-Za-z0-9._-]+:.+)$/,
        read: readCompactId,
        name: 'identifiers.org',
    },
    {
        hosts: ['pubmed.ncbi.nlm.nih.gov'],
        path: /^\/([^/?]+)\/?$/,
        read: asLabelled('pmid'),
        name: 'PubMed',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/pubmed\/([^/?]+)\/?$/,
        read: asLabelled('pmid'),
        name: 'PubMed',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/pmc\/articles\/([^/?]+)\/?$/,
        read: asLabelled('pmcid'),
        name: 'PubMed Central',
    },
    {
        hosts: ['pmc.ncbi.nlm.nih.gov'],
        path: /^\/articles\/([^/?]+)\/?$/,
        read: asLabelled('pmcid'),
        name: 'PubMed Central',
    },
    {
        hosts: ['arxiv.org', 'export.arxiv.org'],
        path: /^\/(?:abs|pdf)\/([^?]+?)(?:\.pdf)?\/?$/,
        read: asLabelled('arxiv'),
        name: 'arXiv',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/ena\/(?:browser\/view|data\/view)\/([^/?]+)\/?$/,
        read: asLabelled('ENA'),
        name: 'ENA',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/sra\/([^/?]+)\/?$/,
        read: asLabelled('SRA'),
        name: 'SRA',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/bioproject\/([^/?]+)\/?$/,
        read: asLabelled('BioProject'),
        name: 'BioProject',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/biosample\/([^/?]+)\/?$/,
        read: asLabelled('BioSample'),
        name: 'BioSample',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/(?:nuccore|nucleotide|protein)\/([^/?]+)\/?$/,
        read: asLabelled('NCBI'),
        name: 'NCBI Nucleotide',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/(?:assembly|datasets\/genome)\/([^/?]+)\/?$/,
        read: asLabelled('NCBI Assembly'),
        name: 'NCBI Assembly',
    },
    {
        hosts: ['ncbi.nlm.nih.gov'],
        path: /^\/geo\/query\/acc\.cgi\?acc=([^&]+)$/,
        read: asLabelled('GEO'),
        name: 'GEO',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/(?:biostudies\/)?arrayexpress\/(?:experiments|studies)\/([^/?]+)\/?$/,
        read: asLabelled('ArrayExpress'),
        name: 'ArrayExpress',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/biostudies\/(?:[a-z]+\/)?studies\/([^/?]+)\/?$/,
        read: asLabelled('BioStudies'),
        name: 'BioStudies',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/biosamples\/samples\/([^/?]+)\/?$/,
        read: asLabelled('BioSample'),
        name: 'BioSample',
    },
    {
        hosts: ['uniprot.org', 'rest.uniprot.org'],
        path: /^\/(?:uniprot|uniprotkb)\/([^/.?]+)(?:\/entry|\.[a-z]+)?\/?$/,
        read: asLabelled('UniProt'),
        name: 'UniProt',
    },
    {
        hosts: ['rcsb.org'],
        path: /^\/structure\/([^/?]+)\/?$/,
        read: asLabelled('PDB'),
        name: 'PDB',
    },
    {
        hosts: ['ebi.ac.uk'],
        path: /^\/pdbe\/entry\/pdb\/([^/?]+)\/?$/,
        read: asLabelled('PDB'),
        name: 'PDB',
    },
    {
        hosts: ['ensembl.org'],
        path: /^\/id\/([^/?]+)\/?$/,
        read: asLabelled('Ensembl'),
        name: 'Ensembl',
    },
    {
        hosts: ['scicrunch.org'],
        path: /^\/resolver\/(RRID:[^/?]+)\/?$/,
        read: (id) => parseAccession(id),
        name: 'RRID',
    },
    {
        hosts: ['zenodo.org'],
        path: /^\/records?\/([1-9]\d{0,11})\/?$/,
        read: (n) => doiCitation(`10.5281/zenodo.${n}`),
        name: 'Zenodo',
    },
    {
        hosts: ['zenodo.org'],
        path: /^\/doi\/(10\..+)$/,
        read: asLabelled('Zenodo'),
        name: 'Zenodo',
    },
];
/** identifiers.org prefixes (lower case) and the label each stands for here. */
const COMPACT_PREFIXES = new Map([
    ['doi', 'doi'],
    ['pubmed', 'pmid'],
    ['pmc', 'pmcid'],
    ['arxiv', 'arxiv'],
    ['ena.embl', 'ENA'],
    ['insdc', 'INSDC'],
    ['insdc.sra', 'SRA'],
    ['insdc.gca', 'INSDC'],
    ['assembly', 'NCBI Assembly'],
    ['bioproject', 'BioProject'],
    ['biosample', 'BioSample'],
    ['geo', 'GEO'],
    ['refseq', 'RefSeq'],
    ['arrayexpress', 'ArrayExpress'],
    ['biostudies', 'BioStudies'],
    ['uniprot', 'UniProt'],
    ['pdb', 'PDB'],
    ['ensembl', 'Ensembl'],
]);
/** An identifiers.org compact identifier (`prefix:accession`). */
function readCompactId(compact) {
    const colon = compact.indexOf(':');
    const prefix = compact.slice(0, colon).toLowerCase();
    const id = compact.slice(colon + 1);
    if (prefix === 'rrid')
        return parseAccession(`RRID:${id}`) ?? notIssued('RRID', id);
    const label = COMPACT_PREFIXES.get(prefix);
    if (!label)
        return {
            ok: false,
            problem: `is in the identifiers.org namespace ${JSON.stringify(prefix)}, which the gate does not check (docs/rules.md, citation-invalid, lists the families it does); cite the record by an identifier of one of them`,
        };
    return parseLabelled(label, id) ?? notIssued(label, id);
}
function notIssued(label, id) {
    return {
        ok: false,
        problem: `names ${label} but ${JSON.stringify(id)} is not an identifier it issues`,
    };
}
/** Hosts that serve nothing but identifiers: an address there is an identifier or refused. */
const IDENTIFIER_ONLY_HOSTS = new Set([
    'doi.org',
    'dx.doi.org',
    'identifiers.org',
    'pubmed.ncbi.nlm.nih.gov',
]);
/**
 * The identifier a resolver address names, or a refusal when the address is a resolver's but
 * its path is no identifier of it; undefined for any other address.
 */
function readResolverAddress(url) {
    const host = url.hostname
        .toLowerCase()
        .replace(/\.$/, '')
        .replace(/^www\./, '');
    let path;
    try {
        path = decodeURIComponent(url.pathname) + url.search;
    }
    catch {
        path = url.pathname + url.search;
    }
    for (const r of RESOLVER_ADDRESSES) {
        if (!r.hosts.includes(host))
            continue;
        const id = r.path.exec(path)?.[1];
        if (id === undefined)
            continue;
        const read = r.read(id);
        if (read?.ok || (read && r.read === readCompactId))
            return read;
        return {
            ok: false,
            problem: `is ${r.name}'s address of ${JSON.stringify(id)}, which is not an identifier ${r.name} issues${read ? ` (${read.problem})` : ''}`,
        };
    }
    // A host that serves nothing but identifiers: what is not one is refused, never a page.
    if (IDENTIFIER_ONLY_HOSTS.has(host))
        return {
            ok: false,
            problem: `is an address at ${host}, which serves identifiers only, but ${JSON.stringify(path)} names none`,
        };
    return undefined;
}
function isCalendarDate(date) {
    const t = Date.parse(`${date}T00:00:00Z`);
    return Number.isFinite(t) && new Date(t).toISOString().slice(0, 10) === date;
}
/** Most words of a free text searched for an identifier to suggest. */
const MAX_SUGGESTION_WORDS = 64;
/**
 * Why a text that is no identifier cites nothing: free text, with the identifier in it to
 * write instead; or, when it names several, that a source cites one record.
 */
function describeFreeText(text) {
    const found = identifiersIn(text);
    if (found.length > 1)
        return {
            ok: false,
            problem: `names ${found.length} identifiers (${found.slice(0, 5).join(', ')}${found.length > 5 ? ', …' : ''}); a source cites the one record the artifact came from`,
        };
    return {
        ok: false,
        problem: 'is free text, not a verifiable record',
        ...(found[0] ? { suggestion: found[0] } : {}),
    };
}
/** The words of a free text that are a citation by themselves (no dated URL), each once. */
function identifiersIn(text) {
    const words = text.split(/[\s,;()[\]]+/).slice(0, MAX_SUGGESTION_WORDS);
    const found = [];
    for (const word of words) {
        const w = word.replace(/[.]+$/, '');
        if (w.length < 5)
            continue;
        const check = parseIdentifier(w);
        if (check?.ok && check.citation.kind !== 'url' && !found.includes(w))
            found.push(w);
    }
    return found;
}


/***/ }),

/***/ 6036:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  KX: () => (/* binding */ MAX_JSON_DEPTH),
  _6: () => (/* binding */ decodeUtf8),
  dH: () => (/* binding */ parseJsonDocument),
  vp: () => (/* binding */ parsePointer),
  Iw: () => (/* binding */ readExactNumbers),
  lx: () => (/* binding */ readNumberText),
  xq: () => (/* binding */ scanStructure)
});

// UNUSED EXPORTS: MAX_JSON_VALUES, countObjectKeys, formatExactJson

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: external "node:module"
const external_node_module_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");
;// CONCATENATED MODULE: ./src/formats/json-offsets.ts
/**
 * Where each value of a JSON text starts, kept compact: a few typed arrays instead of
 * jsonc-parser's tree. A document's positions are looked up for every finding in it and kept
 * to the end of the run, and jsonc-parser's tree of a 19 KB passport is some 230 KiB of small
 * objects (an object per value, per property and per key): 1,000 passports with findings held
 * 230 MB of trees. Here a value costs some 13 bytes and a key string shared by every value
 * spelt with it. The answers are jsonc-parser's `findNodeAtLocation` on its `parseTree`, walked
 * up to the deepest node that exists, anchored at the key of a property value (a property test
 * holds the two equal for any JSON value). Offsets count UTF-16 units, as jsonc-parser's do.
 */
const LITERAL = 0;
const OBJECT = 1;
const ARRAY = 2;
/** An object with more members than this gets a key → child map on its first lookup. */
const LINEAR_KEYS = 16;
/** The anchor offsets of a JSON text's values, by JSON pointer segments. */
class JsonOffsets {
    anchor;
    kind;
    start;
    count;
    children;
    keyOf;
    byKey = new Map();
    constructor(
    /** Per value: where a reader looks (the key of a property value, else the value). */
    anchor, kind, 
    /** Per container: its children in {@link children}, from `start`, `count` of them. */
    start, count, children, 
    /** Per value: the key it is the value of (undefined for an element or the root). */
    keyOf) {
        this.anchor = anchor;
        this.kind = kind;
        this.start = start;
        this.count = count;
        this.children = children;
        this.keyOf = keyOf;
    }
    /**
     * Indexes `text`, valid JSON (a document that parsed), in one pass of a scanner that trusts
     * it: jsonc-parser's visitor, which checks every token again, took most of the time positions
     * cost (40,000 findings in 400 passports, `node --cpu-prof`).
     */
    static index(text) {
        const anchor = [];
        const kind = [];
        const start = [];
        const count = [];
        const keyOf = [];
        const children = [];
        const keys = new Map();
        const open = [];
        const openChildren = [];
        let key;
        let keyOffset = 0;
        let expectKey = false;
        const value = (offset, k) => {
            const node = anchor.length;
            anchor.push(key === undefined ? offset : keyOffset);
            keyOf.push(key);
            kind.push(k);
            start.push(0);
            count.push(0);
            key = undefined;
            openChildren[openChildren.length - 1]?.push(node);
            return node;
        };
        const end = () => {
            const node = open.pop();
            const kids = openChildren.pop();
            if (node === undefined || kids === undefined)
                return;
            start[node] = children.length;
            count[node] = kids.length;
            for (const kid of kids)
                children.push(kid);
        };
        for (let i = 0; i < text.length;) {
            const c = text.charCodeAt(i);
            if (c === 0x7b || c === 0x5b) {
                open.push(value(i, c === 0x7b ? OBJECT : ARRAY));
                openChildren.push([]);
                expectKey = c === 0x7b;
                i++;
            }
            else if (c === 0x7d || c === 0x5d) {
                end();
                i++;
            }
            else if (c === 0x2c) {
                expectKey = kind[open[open.length - 1] ?? -1] === OBJECT;
                i++;
            }
            else if (c === 0x22) {
                const close = endOfString(text, i);
                if (expectKey) {
                    const raw = text.slice(i + 1, close - 1);
                    const name = raw.includes('\\') ? JSON.parse(text.slice(i, close)) : raw;
                    let shared = keys.get(name);
                    if (shared === undefined)
                        keys.set(name, (shared = name));
                    key = shared;
                    keyOffset = i;
                    expectKey = false;
                }
                else
                    value(i, LITERAL);
                i = close;
            }
            else if (c === 0x3a || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
                i++;
            }
            else {
                // A number, true, false or null: up to the next delimiter.
                value(i, LITERAL);
                i++;
                while (i < text.length && !isDelimiter(text.charCodeAt(i)))
                    i++;
            }
        }
        // A container left open (never, in valid JSON) keeps the children it had.
        while (open.length > 0)
            end();
        return new JsonOffsets(Int32Array.from(anchor), Uint8Array.from(kind), Int32Array.from(start), Int32Array.from(count), Int32Array.from(children), keyOf);
    }
    /**
     * The anchor offset of the deepest value `segments` (a parsed JSON pointer: numbers index
     * arrays, strings name object members, the first of a repeated key) reaches, or -1 when the
     * text holds no value.
     */
    find(segments) {
        if (this.anchor.length === 0)
            return -1;
        let node = 0;
        for (const segment of segments) {
            const next = this.child(node, segment);
            if (next < 0)
                break;
            node = next;
        }
        return this.anchor[node] ?? -1;
    }
    child(node, segment) {
        const kind = this.kind[node];
        const start = this.start[node] ?? 0;
        const count = this.count[node] ?? 0;
        if (typeof segment === 'number') {
            return kind === ARRAY && segment < count ? (this.children[start + segment] ?? -1) : -1;
        }
        if (kind !== OBJECT)
            return -1;
        if (count <= LINEAR_KEYS) {
            for (let j = start; j < start + count; j++) {
                const kid = this.children[j] ?? -1;
                if (this.keyOf[kid] === segment)
                    return kid;
            }
            return -1;
        }
        let members = this.byKey.get(node);
        if (!members) {
            members = new Map();
            for (let j = start; j < start + count; j++) {
                const kid = this.children[j] ?? -1;
                const name = this.keyOf[kid];
                if (name !== undefined && !members.has(name))
                    members.set(name, kid);
            }
            this.byKey.set(node, members);
        }
        return members.get(segment) ?? -1;
    }
}
/** The index just past the closing quote of the string opening at `quote`. */
function endOfString(text, quote) {
    for (let at = text.indexOf('"', quote + 1); at >= 0; at = text.indexOf('"', at + 1)) {
        let backslashes = 0;
        while (text.charCodeAt(at - 1 - backslashes) === 0x5c)
            backslashes++;
        if (backslashes % 2 === 0)
            return at + 1;
    }
    return text.length;
}
/** Whitespace, a comma or a closing bracket: where a number or a literal ends. */
function isDelimiter(c) {
    return (c === 0x2c || c === 0x5d || c === 0x7d || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09);
}

;// CONCATENATED MODULE: ./src/formats/json-source.ts
/**
 * Parsing untrusted JSON with source positions.
 *
 * JSON.parse gives the value but neither positions nor duplicate keys, so
 * duplicate keys and syntax errors come from jsonc-parser (Microsoft's well-kept
 * scanner behind VS Code's JSON support) in strict mode, and the positions of a
 * document that parsed from a compact offset index (json-offsets.ts, held equal
 * to jsonc-parser's tree by a property test); the value always comes
 * from JSON.parse, which is native and fast. jsonc-parser's visitor is
 * recursive, so nesting depth is checked first by an iterative scan: nothing
 * the repository contains can overflow the stack.
 *
 * Why jsonc-parser usually does not run at all: it costs some 100 µs per
 * passport, most of an audit of thousands of small ones (bench workload 2).
 * A document JSON.parse accepts has duplicate keys exactly when its text holds
 * more keys than the parsed value (a repeated key collapses into one property),
 * and the same linear scan that measures depth counts the keys: in valid JSON
 * every colon outside a string ends one key. Only a document with a syntax
 * error or a duplicate takes the jsonc-parser pass that says where; positions
 * for findings are looked up lazily, when a finding needs one.
 */



let jsoncParser;
/**
 * jsonc-parser, loaded on first use: a passing audit never asks for a position, and running
 * the module at start-up cost 8 ms of every run (node --cpu-prof). Synchronous, because
 * positions are asked for synchronously. In the bundles `require` is the bundler's own, and
 * `require('jsonc-parser')` runs the bundled module (ncc bundles a plain require call, not one
 * made by createRequire: a build that used createRequire failed outside the repository with
 * "Cannot find module"); the test runner provides a `require` too. Only compiled to plain ES
 * modules and run by Node is there no `require`, and then createRequire loads it. A test runs
 * the committed CLI from a folder outside the repository, where only the bundled copy exists.
 */
function jsonc() {
    jsoncParser ??=
         true
            ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above: the bundler's require
                __nccwpck_require__(9547)
            : 0;
    return jsoncParser;
}
/** Deepest nesting accepted in a handoff document. Real passports nest 3-4 levels. */
const MAX_JSON_DEPTH = 256;
/**
 * Most values (array elements and object members, each container counted once more) accepted
 * in one document, counted on the bytes before JSON.parse runs. Memory follows the values, not
 * the bytes: 16 MB of `{},` is 5.3 million objects and took 657 MB to audit, where 16 MB of
 * long strings takes 105 MB (docs/performance.md, "Memory per passport"). A passport of 100,000
 * outputs holds about 600,000 values.
 */
const MAX_JSON_VALUES = 1_000_000;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/** Maps offsets to 1-based line/column. */
class LineIndex {
    starts = [0];
    constructor(text) {
        for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1))
            this.starts.push(i + 1);
    }
    /** 1-based line and column of a 0-based offset. */
    position(offset) {
        let lo = 0;
        let hi = this.starts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if ((this.starts[mid] ?? 0) <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return { line: lo + 1, column: offset - (this.starts[lo] ?? 0) + 1, offset };
    }
}
/** Returns the byte offset of the first invalid UTF-8 sequence (only called when decoding failed). */
function findInvalidUtf8(bytes) {
    let i = 0;
    while (i < bytes.length) {
        const b = bytes[i] ?? 0;
        if (b < 0x80) {
            i++;
            continue;
        }
        // Unicode 15, table 3-7: the allowed range of the second byte depends on the first
        // (this excludes overlong forms and UTF-16 surrogates).
        let need;
        let lo = 0x80;
        let hi = 0xbf;
        if (b >= 0xc2 && b <= 0xdf)
            need = 1;
        else if (b >= 0xe0 && b <= 0xef) {
            need = 2;
            if (b === 0xe0)
                lo = 0xa0;
            if (b === 0xed)
                hi = 0x9f;
        }
        else if (b >= 0xf0 && b <= 0xf4) {
            need = 3;
            if (b === 0xf0)
                lo = 0x90;
            if (b === 0xf4)
                hi = 0x8f;
        }
        else
            return i;
        const second = bytes[i + 1];
        if (second === undefined || second < lo || second > hi)
            return i;
        for (let k = 2; k <= need; k++) {
            const c = bytes[i + k];
            if (c === undefined || (c & 0xc0) !== 0x80)
                return i;
        }
        i += need + 1;
    }
    return bytes.length;
}
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** Decodes bytes as strict UTF-8 without BOM. */
function decodeUtf8(bytes) {
    if (startsWithBom(bytes)) {
        return {
            ok: false,
            problem: {
                kind: 'bom',
                message: 'the file starts with a UTF-8 byte order mark; save it as UTF-8 without BOM',
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    try {
        return { ok: true, text: UTF8.decode(bytes) };
    }
    catch {
        const offset = findInvalidUtf8(bytes);
        // Lines before the bad byte are valid UTF-8, so counting newlines in bytes is exact.
        let line = 1;
        let lineStart = 0;
        for (let i = 0; i < offset; i++) {
            if (bytes[i] === 10) {
                line += 1;
                lineStart = i + 1;
            }
        }
        return {
            ok: false,
            problem: {
                kind: 'encoding',
                message: `invalid UTF-8 at byte offset ${offset}`,
                line,
                column: offset - lineStart + 1,
                offset,
            },
        };
    }
}
/**
 * One iterative pass over JSON bytes, without decoding them: the byte offset
 * where nesting first exceeds `maxDepth` or the values `maxValues` (then it
 * stops), and the count of colons outside strings. Values are counted as commas
 * and opening brackets outside strings, an upper bound of the elements, members
 * and containers JSON.parse would build. Every byte of JSON's structure is ASCII
 * and no byte of a multi-byte UTF-8 sequence is, so the bytes say what the text
 * would. Strings are skipped with indexOf, so the loop touches structure, not content.
 */
function scanStructure(bytes, maxDepth, maxValues = MAX_JSON_VALUES) {
    let depth = 0;
    let keys = 0;
    let values = 0;
    const n = bytes.length;
    for (let i = 0; i < n; i++) {
        const c = bytes[i];
        if (c === 34) {
            // A string: jump to its closing quote, one not escaped by an odd run of backslashes.
            for (;;) {
                const close = bytes.indexOf(34, i + 1);
                if (close < 0)
                    return { tooDeepAt: -1, tooManyAt: -1, keys };
                let slashes = 0;
                while (bytes[close - 1 - slashes] === 92)
                    slashes++;
                i = close;
                if (slashes % 2 === 0)
                    break;
            }
        }
        else if (c === 58)
            keys++;
        else if (c === 44) {
            if (++values > maxValues)
                return { tooDeepAt: -1, tooManyAt: i, keys };
        }
        else if (c === 123 || c === 91) {
            if (++depth > maxDepth)
                return { tooDeepAt: i, tooManyAt: -1, keys };
            if (++values > maxValues)
                return { tooDeepAt: -1, tooManyAt: i, keys };
        }
        else if (c === 125 || c === 93)
            depth--;
    }
    return { tooDeepAt: -1, tooManyAt: -1, keys };
}
/** The scan's refusal as a problem, placed at the byte where it stopped; null when none. */
function describeScanRefusal(bytes, scan, maxDepth, maxValues = MAX_JSON_VALUES) {
    const at = scan.tooDeepAt >= 0 ? scan.tooDeepAt : scan.tooManyAt;
    if (at < 0)
        return null;
    // The scan counts bytes; positions count characters of the text before it.
    const before = UTF8.decode(bytes.subarray(0, at));
    const line = before.split('\n').length;
    const column = before.length - before.lastIndexOf('\n');
    return scan.tooDeepAt >= 0
        ? {
            kind: 'too-deep',
            message: `nesting deeper than ${maxDepth} levels`,
            line,
            column,
            offset: before.length,
        }
        : {
            kind: 'too-many-values',
            message: `more than ${maxValues.toLocaleString('en-US')} values (array elements and object members)`,
            line,
            column,
            offset: before.length,
        };
}
/** Own properties of every object in a parsed JSON value. Iterative: any depth is safe. */
function countObjectKeys(value) {
    let keys = 0;
    const stack = [value];
    while (stack.length > 0) {
        const v = stack.pop();
        if (v === null || typeof v !== 'object')
            continue;
        if (Array.isArray(v)) {
            for (const item of v)
                if (item !== null && typeof item === 'object')
                    stack.push(item);
            continue;
        }
        for (const key in v) {
            keys++;
            const item = v[key];
            if (item !== null && typeof item === 'object')
                stack.push(item);
        }
    }
    return keys;
}
/** Escapes one pointer segment (RFC 6901). */
function escapePointerSegment(segment) {
    return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}
/** Builds a pointer from segments. */
function toPointer(segments) {
    return segments.map((s) => '/' + escapePointerSegment(s)).join('');
}
/** Splits an RFC 6901 pointer into segments (numeric-looking segments become numbers for array lookup). */
function parsePointer(pointer) {
    if (pointer === '')
        return [];
    return pointer
        .slice(1)
        .split('/')
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}
/**
 * Parses untrusted JSON bytes. Never throws for any input: every way the bytes
 * can be unusable comes back as a {@link JsonProblem} with a position.
 */
function parseJsonDocument(bytes, maxDepth = MAX_JSON_DEPTH, parsed) {
    // Validity, depth and duplicate keys are decided on the bytes; the text is decoded only when
    // JSON.parse or jsonc-parser needs it, or a position is asked for. For a value the caller
    // already parsed (the audit's passports) that is usually never.
    if (startsWithBom(bytes) || !(0,external_node_buffer_.isUtf8)(bytes)) {
        const decoded = decodeUtf8(bytes);
        if (!decoded.ok)
            return decoded;
    }
    let decodedText;
    const getText = () => (decodedText ??= UTF8.decode(bytes));
    let lineIndex;
    const lines = {
        position: (offset) => (lineIndex ??= new LineIndex(getText())).position(offset),
    };
    const scan = parsed?.scan ?? scanStructure(bytes, maxDepth);
    const refusal = describeScanRefusal(bytes, scan, maxDepth);
    if (refusal)
        return { ok: false, problem: { ...refusal, ...lines.position(refusal.offset) } };
    // `parsed`: the caller already ran JSON.parse on these bytes, which are valid UTF-8 (checked
    // above), so it parsed this text. Otherwise parse it here (V8's parser is iterative: depth
    // cannot hurt it). No duplicate key when the text holds as many keys as the value.
    let fast = parsed;
    if (!fast) {
        if (getText().trim() === '') {
            return {
                ok: false,
                problem: { kind: 'empty', message: 'the file is empty', line: 1, column: 1, offset: 0 },
            };
        }
        try {
            fast = { value: JSON.parse(getText()) };
        }
        catch {
            // A syntax error: the jsonc-parser pass below says where.
        }
    }
    if (fast && scan.keys === countObjectKeys(fast.value)) {
        return { ok: true, document: makeDocument(getText, fast.value, [], lines) };
    }
    const text = getText();
    let syntax;
    const duplicateKeys = [];
    // One Set of seen keys per open object; arrays push null so pops stay aligned.
    const seen = [];
    // Anything after the root object or array closed is trailing text, whatever token it is.
    let rootEnded = false;
    jsonc().visit(text, {
        onObjectBegin: () => void seen.push(new Set()),
        onObjectEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
        onArrayBegin: () => void seen.push(null),
        onArrayEnd: () => void (seen.pop(), (rootEnded = seen.length === 0)),
        onObjectProperty: (property, offset, _length, _line, _char, pathSupplier) => {
            const keys = seen[seen.length - 1];
            if (!keys)
                return;
            if (keys.has(property)) {
                duplicateKeys.push({
                    pointer: toPointer(pathSupplier()),
                    key: property,
                    ...lines.position(offset),
                });
            }
            else
                keys.add(property);
        },
        onError: (error, offset) => {
            const container = seen.length === 0 ? null : seen[seen.length - 1] ? 'object' : 'array';
            syntax ??= {
                kind: 'syntax',
                message: describeSyntaxError(rootEnded ? 'EndOfFileExpected' : jsonc().printParseErrorCode(error), container, text.codePointAt(offset)),
                ...lines.position(offset),
            };
        },
    }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    if (syntax)
        return { ok: false, problem: syntax };
    let value;
    try {
        value = fast ? fast.value : JSON.parse(text);
    }
    catch (error) {
        // jsonc-parser accepted something V8 rejects (should not happen); report it, do not crash.
        return {
            ok: false,
            problem: {
                kind: 'syntax',
                message: String(error.message),
                line: 1,
                column: 1,
                offset: 0,
            },
        };
    }
    return { ok: true, document: makeDocument(getText, value, duplicateKeys, lines) };
}
/**
 * What a jsonc-parser error code means, in words a person who typed the JSON understands
 * ("CommaExpected" says what the parser wanted, not what is wrong with the file). `container`:
 * the object or array open where the error was found; `char`: the code point there.
 */
function describeSyntaxError(code, container, char) {
    const close = container === 'array' ? "']'" : "'}'";
    switch (code) {
        case 'InvalidSymbol':
            return `unexpected character ${describeChar(char)}: a value, property name or punctuation was expected (strings take double quotes; true, false and null are lowercase)`;
        case 'InvalidNumberFormat':
            return 'a number is malformed (JSON numbers have no leading zeros, +, NaN or trailing dot)';
        case 'PropertyNameExpected':
            return "a property name in double quotes is expected (a trailing comma before '}' is not allowed)";
        case 'ValueExpected':
            return "a value is missing (a trailing comma before ']' or '}' is not allowed)";
        case 'ColonExpected':
            return "a colon ':' is missing after the property name";
        case 'CommaExpected':
            return `a comma or ${close} is missing after the previous value`;
        case 'CloseBraceExpected':
            return "the object is not closed: '}' is missing";
        case 'CloseBracketExpected':
            return "the array is not closed: ']' is missing";
        case 'EndOfFileExpected':
            return 'there is more text after the end of the JSON value (a file holds one object)';
        case 'InvalidCommentToken':
        case 'UnexpectedEndOfComment':
            return 'comments are not allowed in JSON';
        case 'UnexpectedEndOfString':
            return 'a string is not closed: the closing double quote is missing';
        case 'UnexpectedEndOfNumber':
            return 'a number ends too early';
        case 'InvalidUnicode':
            return 'a \\u escape is malformed (it needs four hexadecimal digits)';
        case 'InvalidEscapeCharacter':
            return 'a backslash escape is invalid (JSON knows \\" \\\\ \\/ \\b \\f \\n \\r \\t and \\uXXXX)';
        case 'InvalidCharacter':
            return 'a string holds a raw control character (a line break or tab must be written \\n or \\t)';
        default:
            return 'the JSON syntax is invalid';
    }
}
/** A character for a message: itself when printable ASCII, else its code point. */
function describeChar(char) {
    if (char === undefined)
        return 'at the end of the file';
    if (char > 0x20 && char < 0x7f && char !== 0x27)
        return `'${String.fromCodePoint(char)}'`;
    return `U+${char.toString(16).toUpperCase().padStart(4, '0')}`;
}
/**
 * A document whose text (decoded lazily), line index and tree for pointer → position lookups
 * are made on first use only.
 */
function makeDocument(getText, value, duplicateKeys, lines) {
    let offsets;
    return {
        get text() {
            return getText();
        },
        value,
        duplicateKeys,
        locate(pointer) {
            offsets ??= JsonOffsets.index(getText());
            // The deepest value that exists (a `required` error points at a missing child),
            // at the key of a property value, where a reader looks first.
            const offset = offsets.find(parsePointer(pointer));
            return lines.position(offset < 0 ? 0 : offset);
        },
    };
}
/**
 * A JSON number as the exact decimal its text writes, compared by that decimal alone
 * (`canonical`, so 1.0 and 1 are one number, 0.30000000000000000557 and 0.3 two); its text as
 * written is kept beside it, not compared.
 */
class ExactNumber {
    canonical;
    constructor(text) {
        this.canonical = canonicalDecimal(text);
        Object.defineProperty(this, 'text', { value: text, enumerable: false });
    }
}
/** `-?digits` `e` exponent, with no leading or trailing zero in the digits ("0" for zero). */
function canonicalDecimal(text) {
    const m = /^(-?)(\d+)(?:\.(\d+))?(?:[eE]([+-]?\d+))?$/.exec(text);
    if (!m)
        return text;
    const frac = m[3] ?? '';
    let digits = `${m[2]}${frac}`.replace(/^0+/, '');
    let exp = BigInt(m[4] ?? '0') - BigInt(frac.length);
    if (digits === '')
        return `${m[1]}0`;
    const trimmed = digits.replace(/0+$/, '');
    exp += BigInt(digits.length - trimmed.length);
    digits = trimmed;
    return `${m[1]}${digits}e${exp}`;
}
/**
 * The value of a JSON document with every number an {@link ExactNumber}: what a comparison of
 * numbers as written needs (JSON.parse rounds 0.30000000000000000557 to 0.3). Null when the
 * bytes are not JSON. Slow beside JSON.parse: asked only of documents whose parsed values are
 * equal and whose bytes differ.
 */
function readExactNumbers(bytes) {
    return readExactText(Buffer.from(bytes).toString('utf8'));
}
/**
 * The source text of the number at an RFC 6901 pointer of a parsed document, every digit as
 * written (JSON.parse reads 9007199254740993 as 9007199254740992), or null when no number is
 * there. A repeated key resolves to its last value, as in JSON.parse. Parses the whole text
 * again: ask it only of a number a double may not hold.
 */
function readNumberText(document, pointer) {
    let node = readExactText(document.text);
    for (const segment of parsePointer(pointer)) {
        if (node === null || typeof node !== 'object' || node instanceof ExactNumber)
            return null;
        const key = String(segment);
        node = Object.hasOwn(node, key) ? node[key] : undefined;
    }
    return node instanceof ExactNumber ? node.text : null;
}
/** {@link readExactNumbers} of decoded text. */
function readExactText(text) {
    const errors = [];
    const root = jsonc().parseTree(text, errors, { disallowComments: true });
    if (!root || errors.length > 0)
        return null;
    const build = (node) => {
        switch (node.type) {
            case 'object': {
                const o = Object.create(null);
                for (const prop of node.children ?? []) {
                    const [k, v] = prop.children ?? [];
                    if (k && v)
                        o[k.value] = build(v);
                }
                return o;
            }
            case 'array':
                return (node.children ?? []).map(build);
            case 'number':
                return new ExactNumber(text.slice(node.offset, node.offset + node.length));
            default:
                return node.value;
        }
    };
    return build(root);
}
/**
 * A value {@link readExactNumbers} made, as compact JSON text with every number as its source
 * wrote it (18446744073709551557, not JSON.stringify's 18446744073709552000): what a reader is
 * shown of a value whose change lies beyond a double's precision. Other values are written as
 * JSON.stringify writes them. Depth is the parsed document's, which the reader capped.
 */
function formatExactJson(value) {
    if (value instanceof ExactNumber)
        return value.text;
    if (Array.isArray(value))
        return `[${value.map(formatExactJson).join(',')}]`;
    if (value !== null && typeof value === 'object') {
        const members = Object.keys(value).map((k) => `${JSON.stringify(k)}:${formatExactJson(value[k])}`);
        return `{${members.join(',')}}`;
    }
    return JSON.stringify(value) ?? 'null';
}


/***/ }),

/***/ 2800:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Dm: () => (/* binding */ summarizePassportBytes),
/* harmony export */   PF: () => (/* binding */ attestationPathFor),
/* harmony export */   Pk: () => (/* binding */ isRunId),
/* harmony export */   Y$: () => (/* binding */ checkPassportBytes),
/* harmony export */   _u: () => (/* binding */ isPassportPath),
/* harmony export */   dB: () => (/* binding */ SUPPORTED_MAJOR),
/* harmony export */   jc: () => (/* binding */ isSchemaCreatedAt),
/* harmony export */   mw: () => (/* binding */ findClaimedPassportId),
/* harmony export */   r$: () => (/* reexport safe */ _util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__.r),
/* harmony export */   yv: () => (/* binding */ isAttestationPath),
/* harmony export */   z6: () => (/* binding */ RUN_ID_PATTERN),
/* harmony export */   zb: () => (/* binding */ PASSPORT_SUFFIX)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__ = __nccwpck_require__(4280);
/* harmony import */ var _util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__ = __nccwpck_require__(9630);
/* harmony import */ var _core_location_js__WEBPACK_IMPORTED_MODULE_8__ = __nccwpck_require__(1324);
/* harmony import */ var _core_passport_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(8825);
/* harmony import */ var _json_source_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(6036);
/* harmony import */ var _util_relative_path_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(9344);
/* harmony import */ var _util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__ = __nccwpck_require__(6571);
/* harmony import */ var _citation_js__WEBPACK_IMPORTED_MODULE_5__ = __nccwpck_require__(5703);
/* harmony import */ var _schema_validator_js__WEBPACK_IMPORTED_MODULE_6__ = __nccwpck_require__(2446);
/**
 * The Material Passport format (seed 000): schema and per-document rules.
 * Pure: takes bytes, returns findings and a summary of the passport.
 */













/**
 * True when the passport schema accepts `value` as a `created_at`. The schema itself is asked,
 * of a passport holding nothing else: its validator reports every violation (allErrors), and
 * those of created_at sit at its pointer, so no second copy of the rule can drift from it.
 */
function isSchemaCreatedAt(value) {
    return !(0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .validateWithSchema */ .CW)('passport', { created_at: value }).some((v) => v.pointer === '/created_at');
}
/** File name suffix that marks a passport. */
const PASSPORT_SUFFIX = '.passport.json';
/**
 * File name suffix of a passport's attestation: `<run-id>.passport.sigstore.json`, a Sigstore
 * bundle beside `<run-id>.passport.json` (written by `passport-gate attest`).
 */
const ATTESTATION_SUFFIX = '.passport.sigstore.json';
/** The attestation bundle's path beside a passport's (repository-relative, POSIX). */
function attestationPathFor(passportPath) {
    return `${passportPath.slice(0, -PASSPORT_SUFFIX.length)}${ATTESTATION_SUFFIX}`;
}
/** True when a repository-relative path names a passport's attestation bundle. */
function isAttestationPath(rel) {
    return rel.endsWith(ATTESTATION_SUFFIX);
}
/** A run id becomes a file name: letters, digits, dot, dash, underscore; no path. */
const RUN_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/**
 * True when `runId` names a passport file `<runId>.passport.json` that stamp would write (and
 * that `--run-id` can name back): the pattern, and no second `.passport` before the suffix.
 */
function isRunId(runId) {
    return RUN_ID_PATTERN.test(runId) && !runId.endsWith('.passport');
}
/** The only major version this tool understands. */
const SUPPORTED_MAJOR = 1;
/** True when a repository-relative path names a passport. */
function isPassportPath(rel) {
    return rel.endsWith(PASSPORT_SUFFIX);
}
/**
 * Checks one passport's bytes: JSON syntax (with position), duplicate keys,
 * schema_version, schema, and errors[] exit codes. Artifact and chain rules
 * need the whole tree and live in the rule families (src/rules/families/).
 */
// `alreadyParsed`: the value JSON.parse gave for these bytes (repo/passports.ts's light parse), and
// its summary when made, reused.
function checkPassportBytes(path, bytes, alreadyParsed) {
    const parsed = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .parseJsonDocument */ .dH)(bytes, undefined, alreadyParsed);
    if (!parsed.ok) {
        const { problem } = parsed;
        const rule = problem.kind === 'too-deep' || problem.kind === 'too-many-values'
            ? 'passport-too-large'
            : 'passport-invalid-json';
        return {
            findings: [
                {
                    rule,
                    path,
                    line: problem.line,
                    column: problem.column,
                    message: `${problem.message} (line ${problem.line}, column ${problem.column}, byte ${problem.offset}); the passport must be one UTF-8 JSON object.`,
                },
            ],
        };
    }
    const document = parsed.document;
    const value = document.value;
    const summary = alreadyParsed?.summary ?? (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(value);
    const findings = [];
    const at = (0,_core_location_js__WEBPACK_IMPORTED_MODULE_8__/* .locatorOf */ .e)(document);
    const id = summary.id ?? undefined;
    for (const dup of document.duplicateKeys) {
        findings.push({
            rule: 'passport-duplicate-key',
            path,
            pointer: dup.pointer,
            line: dup.line,
            column: dup.column,
            passport_id: id,
            message: `key ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(dup.key)} appears more than once in the same object; keep exactly one.`,
        });
    }
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
        findings.push({
            rule: 'passport-schema',
            path,
            ...at(''),
            message: 'the passport must be a JSON object.',
        });
        return { findings, document, summary };
    }
    const version = summary.schemaVersion;
    const major = version !== null ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major !== undefined && Number(major) !== SUPPORTED_MAJOR) {
        findings.push({
            rule: 'passport-unsupported-version',
            path,
            ...at('/schema_version'),
            passport_id: id,
            message: `schema_version ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(version)} has major ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(major)}; this gate understands Material Passport v${SUPPORTED_MAJOR}. Write a v1 passport or upgrade passport-gate.`,
        });
        return { findings, document, summary };
    }
    findings.push(...(0,_schema_validator_js__WEBPACK_IMPORTED_MODULE_6__/* .schemaFindings */ .I$)('passport', value, { rule: 'passport-schema', path, passport_id: id }, at).map((f) => f.pointer === '/passport_id'
        ? {
            ...f,
            // The seed's own placeholder is its own rule (a warning by default), so the seed's
            // example passes as written; any other id that is no UUIDv4 stays passport-schema.
            rule: summary.writtenId === PASSPORT_ID_PLACEHOLDER ? 'passport-id-placeholder' : f.rule,
            message: describePassportIdFix(path, bytes, summary.id),
        }
        : isPlaceholderReference(summary, f.pointer)
            ? { ...f, message: describePlaceholderReference(f.pointer) }
            : f));
    findings.push(...citationFindings(path, summary, id, at));
    for (const e of summary.errors) {
        if ((0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .isFailure */ .N6)(e)) {
            const excerpt = typeof e.stderr === 'string' && e.stderr.length > 0
                ? ` stderr: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.stderr)}.`
                : '';
            findings.push({
                rule: 'exit-nonzero',
                path,
                ...at(`/errors/${e.index}/exit_code`),
                passport_id: id,
                message: `step ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.step ?? '?')} (${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(e.tool ?? '?')}) exited ${e.exitCode};${excerpt} Fix the step and run it again through passport-gate run (a run record: its recorded command, as the re-run plan of passport-gate diff prints it), which records the new run; downstream skills must not consume failed work.`,
            });
        }
    }
    return { findings, document, summary };
}
/**
 * The passport-schema message for a passport_id that is no UUIDv4 (the seed's example writes
 * the placeholder `"uuid-v4"`): what is wrong, a fresh id, and the command that writes it.
 * The id is derived from the passport's path and bytes, so the same passport gets the same
 * suggestion in every run (reports stay reproducible), and is shaped as RFC 9562 asks of a
 * version 4 UUID. The command replaces the value of the one `"passport_id"` key and nothing
 * else; it is printed only when doing exactly that to these bytes gives this passport with
 * the new id (checked here), else the edit is said in words.
 */
function describePassportIdFix(path, bytes, recorded) {
    const digest = (0,node_crypto__WEBPACK_IMPORTED_MODULE_1__.createHash)('sha256').update(path).update('\0').update(bytes).digest();
    digest[6] = (digest[6] & 0x0f) | 0x40;
    digest[8] = (digest[8] & 0x3f) | 0x80;
    const hex = digest.subarray(0, 16).toString('hex');
    const uuid = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    const what = `passport_id ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(typeof recorded === 'string' ? recorded : JSON.stringify(recorded ?? null))} is not a UUIDv4 (seed 000: "passport_id — UUIDv4, globally unique"; the seed's "uuid-v4" is a placeholder for one).`;
    const text = Buffer.from(bytes).toString('utf8');
    const edited = text.replace(PASSPORT_ID_VALUE, `$1"${uuid}"`);
    if (!replacesOnlyTheId(text, edited, uuid))
        return `${what} Give it a fresh one: set "passport_id" to "${uuid}" in ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(path)}.`;
    const script = `const fs=require("fs"),f=process.argv[1];fs.writeFileSync(f,fs.readFileSync(f,"utf8").replace(${PASSPORT_ID_VALUE.toString()},"$1\\"${uuid}\\""))`;
    return `${what} Give it a fresh one (run at the repository root): ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`node -e ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(script)} ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(path)}`)}`;
}
/**
 * The placeholder seed 000's example passport writes for its ids (`"passport_id": "uuid-v4"`),
 * exactly as written there: docs/rules.md, passport-id-placeholder.
 */
const PASSPORT_ID_PLACEHOLDER = 'uuid-v4';
/** True when the schema finding at `pointer` is a consumed_passports entry that is the placeholder. */
function isPlaceholderReference(summary, pointer) {
    const index = /^\/consumed_passports\/(\d+)$/.exec(pointer ?? '')?.[1];
    return index !== undefined && summary.writtenConsumed[Number(index)] === PASSPORT_ID_PLACEHOLDER;
}
/**
 * The passport-schema message for a consumed_passports entry that is the seed's placeholder.
 * It stays an error, as the schema says (consumed ids are UUIDv4s): every passport copied from
 * the seed's example carries that placeholder, so it names no one upstream, and once the
 * upstream takes its fresh id (passport-id-placeholder's fix) the reference names nothing.
 */
function describePlaceholderReference(pointer) {
    return `${pointer} is ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(PASSPORT_ID_PLACEHOLDER)}, seed 000's placeholder, not a passport_id: it names no one upstream passport (consumed_passports holds UUIDv4s). Give the upstream passport its own UUIDv4 (its passport-id-placeholder finding prints the command), then name that id here.`;
}
/** The first `"passport_id": "…"` pair of a passport's text (the printed fix's pattern). */
const PASSPORT_ID_VALUE = /("passport_id"\s*:\s*)"(?:[^"\\]|\\.)*"/;
/** True when `edited` is `text` with the top-level passport_id set to `uuid` and nothing else. */
function replacesOnlyTheId(text, edited, uuid) {
    try {
        return (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .differsOnlyInId */ .Sn)(JSON.parse(text), JSON.parse(edited), uuid);
    }
    catch {
        return false;
    }
}
/**
 * citation-invalid: every artifact `source` (the places a passport cites a work) must be one
 * verifiable identifier, a URL with its retrieval date, or `unresolved: <why>` (citation.ts).
 */
function citationFindings(path, summary, id, at) {
    const findings = [];
    for (const kind of ['inputs', 'outputs']) {
        for (const ref of summary[kind]) {
            if (ref.source === null)
                continue;
            const check = (0,_citation_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCitation */ .vh)(ref.source);
            if (check.ok)
                continue;
            findings.push({
                rule: 'citation-invalid',
                path,
                ...at(`/${kind}/${ref.index}/source`),
                passport_id: id,
                message: `source ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.source)} of ${kind.slice(0, -1)} ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(ref.path)} ${check.problem}. ${describeCitationFix(path, kind, ref.path, ref.source, check.suggestion)}`,
            });
        }
    }
    return findings;
}
/**
 * The fix of a citation-invalid finding: for an input, the `stamp` command that records the
 * suggested identifier or, when the text holds none, says honestly that the source could not
 * be resolved (hard rule 1's own way out); run at the repository root it works as printed.
 */
function describeCitationFix(passportPath, kind, artifact, source, suggestion) {
    const value = suggestion ??
        `${_citation_js__WEBPACK_IMPORTED_MODULE_5__/* .UNRESOLVED_PREFIX */ .XK}no record found for ${source.replace(/\s+/g, ' ').trim().slice(0, 200) || 'an empty source'}`;
    if (kind === 'outputs')
        return `Write one identifier, a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" there, e.g. ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .quoteUntrusted */ .X0)(value)}.`;
    const dir = (0,_util_relative_path_js__WEBPACK_IMPORTED_MODULE_4__/* .relativeDirname */ .RV)(passportPath);
    const what = suggestion
        ? 'Record the identifier'
        : 'Cite the record (DOI, PMID:…, an accession), or say it could not be resolved';
    return `${what}: ${(0,_util_untrusted_js__WEBPACK_IMPORTED_MODULE_9__/* .escapeInvisible */ .ts)(`passport-gate stamp ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(dir)} --source ${(0,_util_shell_word_js__WEBPACK_IMPORTED_MODULE_10__/* .shellWord */ .r)(`${artifact}=${value}`)}`)}`;
}
/**
 * The audit's light parse of every passport: JSON.parse and the summary the
 * scope, the artifact pass and the chain need, no positions, no schema. The
 * value is returned too, so the full check of a passport in scope
 * ({@link checkPassportBytes}) does not parse it again. Returns null when
 * unusable (the full check then says why).
 */
function summarizePassportBytes(bytes) {
    // Depth and value count first, on the bytes: a passport past either cap is never handed to
    // JSON.parse, whose memory follows the values (MAX_JSON_VALUES). The scan is handed on too.
    const scan = (0,_json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .scanStructure */ .xq)(bytes, _json_source_js__WEBPACK_IMPORTED_MODULE_3__/* .MAX_JSON_DEPTH */ .KX);
    if (scan.tooDeepAt >= 0 || scan.tooManyAt >= 0)
        return null;
    // The full check (parseJsonDocument) refuses a BOM and invalid UTF-8; JSON.parse of the text
    // Buffer decodes would not (U+FFFD for a bad byte). A passport the check refuses must be
    // refused here too, or its outputs would be hashed and its id resolved (issue 18).
    if (startsWithBom(bytes) || !(0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes))
        return null;
    try {
        // A view, not a copy (Buffer.from(Uint8Array) copies the bytes).
        const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
        const value = JSON.parse(text);
        // The value is handed on to checkPassportBytes, so a passport in scope is parsed once.
        return { summary: (0,_core_passport_js__WEBPACK_IMPORTED_MODULE_2__/* .readPassport */ .pN)(value), value, scan };
    }
    catch {
        return null;
    }
}
function startsWithBom(bytes) {
    return bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}
/** `"passport_id": "…"`, as a refused passport may still spell it (read for a message alone). */
const CLAIMED_ID = /"passport_id"\s*:\s*"([0-9A-Fa-f-]{1,64})"/;
/**
 * The passport_id a passport the audit refuses appears to declare, or null: found in the text
 * (bad bytes decoded as U+FFFD), never parsed. It resolves nothing: it only lets a consumer's
 * finding say that the passport it names exists but cannot be read, and lets the graph draw
 * that passport as failing rather than as an unknown id. Linear: a literal-led pattern over
 * at most the size cap.
 */
function findClaimedPassportId(bytes) {
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8');
    const match = CLAIMED_ID.exec(text);
    return match?.[1] === undefined ? null : (0,_util_passport_id_js__WEBPACK_IMPORTED_MODULE_7__/* .foldPassportId */ .r)(match[1]);
}


/***/ }),

/***/ 2446:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   CW: () => (/* binding */ validateWithSchema),
/* harmony export */   I$: () => (/* binding */ schemaFindings),
/* harmony export */   Nf: () => (/* binding */ registerValidators),
/* harmony export */   oD: () => (/* binding */ toViolations)
/* harmony export */ });
/* unused harmony exports getValidator, MAX_SCHEMA_FINDINGS_PER_DOCUMENT */
/* harmony import */ var _generated_validators_cjs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6848);

/**
 * The precompiled validators loaded so far, by schema key. The passport and config schemas
 * (every audit needs them) are here from the start; the report and handoff schemas are added
 * by the modules that need them (report-schema.ts, handoff-schemas.ts), so a passport audit
 * never parses their code.
 */
const loaded = new Map();
/** Adds generated validators to those {@link getValidator} knows. */
function registerValidators(validators) {
    for (const [key, fn] of Object.entries(validators))
        if (fn)
            loaded.set(key, fn);
}
registerValidators(_generated_validators_cjs__WEBPACK_IMPORTED_MODULE_0__/* .validators */ .y$);
/**
 * Returns the precompiled validator of a bundled schema. Every schema under
 * schemas/ is compiled by scripts/compile-schemas.mjs (a test keeps the
 * generated files in step), so an unknown key is a programming error: a key
 * whose module was not imported, or a schema that was never compiled.
 */
function getValidator(key) {
    const fn = loaded.get(key);
    if (!fn)
        throw new Error(`no precompiled validator for schema ${key} is loaded`);
    return fn;
}
/**
 * Patterns whose violation reads better in words than as the pattern (the precompiled
 * validators keep no parent schema, so a pattern's description is not at hand).
 */
const PATTERN_WORDS = new Map([
    ['^[^\\x00]*$', 'must not contain a NUL character (no file name holds one)'],
]);
/** Turns ajv errors into violations with readable messages and pointers. */
function toViolations(errors) {
    if (!errors)
        return [];
    return errors.map((e) => {
        let pointer = e.instancePath;
        let message = e.message ?? 'is invalid';
        if (e.keyword === 'required') {
            const missing = e.params.missingProperty;
            message = `missing required property "${missing}"`;
        }
        else if (e.keyword === 'additionalProperties') {
            const extra = e.params.additionalProperty;
            pointer = `${pointer}/${extra.replace(/~/g, '~0').replace(/\//g, '~1')}`;
            message = `unknown property "${extra}"`;
        }
        else if (e.keyword === 'enum') {
            const allowed = e.params.allowedValues;
            message = `must be one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}`;
        }
        else if (e.keyword === 'pattern' && PATTERN_WORDS.has(String(e.params.pattern))) {
            message = PATTERN_WORDS.get(String(e.params.pattern));
        }
        else if (e.keyword === 'pattern' && e.parentSchema && typeof e.parentSchema === 'object') {
            const desc = e.parentSchema.description;
            if (desc)
                message = `must be ${desc.charAt(0).toLowerCase()}${desc.slice(1).replace(/\.$/, '')}`;
        }
        return { pointer, message };
    });
}
/** Validates `value` against a bundled schema; returns the violations (empty when valid). */
function validateWithSchema(key, value) {
    const fn = getValidator(key);
    return fn(value) ? [] : toViolations(fn.errors);
}
/**
 * Schema violations reported one by one per document; past it, one finding counts the rest. A
 * passport of 90,000 malformed outputs would otherwise be 90,000 findings of one mistake, each
 * placed by a position lookup (and an annotation, a SARIF result, a summary row).
 */
const MAX_SCHEMA_FINDINGS_PER_DOCUMENT = 100;
/**
 * Validates `value` against a bundled schema and turns each violation into a
 * finding of `rule` on `path`, placed by `at` (pointer → line and column); at most
 * {@link MAX_SCHEMA_FINDINGS_PER_DOCUMENT}, then one finding for the rest.
 */
function schemaFindings(key, value, finding, at) {
    const violations = validateWithSchema(key, value);
    const shown = violations.slice(0, MAX_SCHEMA_FINDINGS_PER_DOCUMENT).map((v) => ({
        ...finding,
        ...at(v.pointer),
        message: `${v.pointer || '(root)'} ${v.message}.`,
    }));
    const rest = violations.length - shown.length;
    if (rest > 0) {
        shown.push({
            ...finding,
            ...at(''),
            message: `${rest} more schema violation(s) are not listed one by one; fix the ${MAX_SCHEMA_FINDINGS_PER_DOCUMENT} above (often one mistake repeated) and audit again.`,
        });
    }
    return shown;
}


/***/ }),

/***/ 4305:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Bk: () => (/* binding */ findStronglyConnected),
/* harmony export */   Hh: () => (/* binding */ findPath),
/* harmony export */   Hs: () => (/* binding */ reachWithin),
/* harmony export */   bd: () => (/* binding */ isCyclicComponent),
/* harmony export */   o2: () => (/* binding */ findCycleInComponent)
/* harmony export */ });
/**
 * Directed-graph algorithms, one copy each: strongly connected components
 * (Tarjan) and a concrete cycle through each (the chain rules, the skill
 * graph), a shortest path (stamp's cycle check), and what lies within a
 * number of steps (`graph --around`). All iterative, so no input depth can
 * overflow the stack.
 */
/** Strongly connected components, each a list of node indices. Iterative Tarjan. */
function findStronglyConnected(adj) {
    const n = adj.length;
    const index = new Int32Array(n).fill(-1);
    const low = new Int32Array(n);
    const onStack = new Uint8Array(n);
    const stack = [];
    const components = [];
    let counter = 0;
    // Explicit call stack: [node, next edge position].
    const frames = [];
    for (let start = 0; start < n; start++) {
        if (index[start] !== -1)
            continue;
        frames.push([start, 0]);
        index[start] = low[start] = counter++;
        stack.push(start);
        onStack[start] = 1;
        while (frames.length > 0) {
            const frame = frames[frames.length - 1];
            const [v, pos] = frame;
            const edges = adj[v] ?? [];
            if (pos < edges.length) {
                frame[1] = pos + 1;
                const w = edges[pos];
                if (index[w] === -1) {
                    index[w] = low[w] = counter++;
                    stack.push(w);
                    onStack[w] = 1;
                    frames.push([w, 0]);
                }
                else if (onStack[w]) {
                    low[v] = Math.min(low[v], index[w]);
                }
                continue;
            }
            frames.pop();
            const parent = frames[frames.length - 1];
            if (parent)
                low[parent[0]] = Math.min(low[parent[0]], low[v]);
            if (low[v] === index[v]) {
                const component = [];
                let w;
                do {
                    w = stack.pop();
                    onStack[w] = 0;
                    component.push(w);
                } while (w !== v);
                components.push(component);
            }
        }
    }
    return components;
}
/** True when a component is cyclic (more than one node, or a self-loop). */
function isCyclicComponent(component, adj) {
    if (component.length > 1)
        return true;
    const v = component[0];
    return (adj[v] ?? []).includes(v);
}
/**
 * One concrete cycle inside a cyclic component, starting and ending at the
 * component's smallest node: [a, b, c, a]. Breadth-first, iterative.
 */
function findCycleInComponent(component, adj) {
    const members = new Set(component);
    // A loop, not Math.min(...component): spreading 200,000 arguments overflows the stack.
    let start = component[0];
    for (const v of component)
        if (v < start)
            start = v;
    if ((adj[start] ?? []).includes(start))
        return [start, start];
    const previous = new Map();
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const v = queue[head];
        for (const w of adj[v] ?? []) {
            if (!members.has(w))
                continue;
            if (w === start) {
                const path = [start];
                for (let x = v; x !== undefined && x !== start; x = previous.get(x))
                    path.push(x);
                path.push(start);
                return [start, ...path.slice(1, -1).reverse(), start];
            }
            if (!previous.has(w) && w !== start) {
                previous.set(w, v);
                queue.push(w);
            }
        }
    }
    return [start, start];
}
/**
 * A shortest path from one of `starts` to `target` along `next` edges: [start, …, target], or
 * null when `target` cannot be reached. Breadth-first and iterative (no input depth can
 * overflow the stack); nodes are compared with SameValueZero, so ids are plain data.
 */
function findPath(starts, target, next) {
    const previous = new Map();
    const queue = [];
    for (const s of starts) {
        if (previous.has(s))
            continue;
        previous.set(s, null);
        queue.push(s);
    }
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        if (node === target) {
            const path = [];
            for (let x = node; x != null; x = previous.get(x))
                path.push(x);
            return path.reverse();
        }
        for (const w of next(node)) {
            if (previous.has(w))
                continue;
            previous.set(w, node);
            queue.push(w);
        }
    }
    return null;
}
/** Every node within `depth` steps of `start` along `next` edges, `start` included (breadth-first). */
function reachWithin(start, depth, next) {
    const distance = new Map([[start, 0]]);
    const queue = [start];
    for (let head = 0; head < queue.length; head++) {
        const node = queue[head];
        const d = distance.get(node);
        if (d >= depth)
            continue;
        for (const w of next(node)) {
            if (distance.has(w))
                continue;
            distance.set(w, d + 1);
            queue.push(w);
        }
    }
    return new Set(distance.keys());
}


/***/ }),

/***/ 17:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   j1: () => (/* binding */ ConfigurationError)
/* harmony export */ });
/* unused harmony exports EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_BROKEN_PIPE, EXIT_INTERRUPTED, BaseUnreadableError, UsageError, InterruptedError, describeError */
/**
 * Typed errors and the exit codes they map to. Anything that is not one of
 * these is an internal error (exit 2 as well, with a stack only under --debug).
 */
/** Exit codes of the CLI and the action. */
const EXIT_OK = 0;
/** Findings at or above --fail-on. */
const EXIT_FINDINGS = 1;
/** Bad usage, bad config or an internal error. */
const EXIT_USAGE = 2;
/** The reader of stdout went away (EPIPE): 128 + SIGPIPE, as the shell reports git's and cat's. */
const EXIT_BROKEN_PIPE = 141;
/** Interrupted by SIGINT/SIGTERM (128 + signal number is the shell convention; we keep one code). */
const EXIT_INTERRUPTED = 130;
/** A configuration file, action input or option value is invalid (as in github/codeql-action). */
class ConfigurationError extends Error {
    name = 'ConfigurationError';
}
/**
 * What the gate reads at the trusted base commit (config, policy files, skill graphs, keys,
 * citation lock, passports, output roots) could not all be read: a cap, an API fault, a
 * truncated tree, a clone without the commit. The run then fails (exit 2) with a
 * `base-unreadable` finding and this one line, which names what was missing and the fix; it
 * never judges the change without its base.
 */
class BaseUnreadableError extends (/* unused pure expression or super */ null && (ConfigurationError)) {
    name = 'BaseUnreadableError';
}
/** The command line is malformed. */
class UsageError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'UsageError';
}
/** The run was cancelled by a signal. */
class InterruptedError extends (/* unused pure expression or super */ null && (Error)) {
    name = 'InterruptedError';
}
/** Returns a one-line message for any thrown value. */
function describeError(error) {
    if (error instanceof Error)
        return error.message.split('\n')[0] ?? error.name;
    return String(error);
}


/***/ }),

/***/ 2395:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   t: () => (/* binding */ compileGlobs)
/* harmony export */ });
/* unused harmony export GLOB_OPTIONS */
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4006);
/* harmony import */ var picomatch__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__nccwpck_require__.n(picomatch__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(17);
/**
 * Globs of the config (`outputs`, `ignore`, the handoff globs), compiled once
 * into matchers. Untrusted: a pull request can commit its own config, so a
 * pattern compiles to a plain regex without nested quantifiers and is capped
 * in length.
 */


/** Longest glob accepted; picomatch compiles to a regex and we keep patterns small. */
const MAX_GLOB_LENGTH = 512;
/**
 * Options for picomatch: extglobs and brace expansion are off, so a pattern
 * compiles to a plain regex of `[^/]*`-style classes without nested
 * quantifiers (no catastrophic backtracking, no `{1..1000000}` expansion).
 */
const GLOB_OPTIONS = Object.freeze({
    dot: true,
    noextglob: true,
    nobrace: true,
    maxLength: MAX_GLOB_LENGTH,
});
/** Compiles globs into one matcher; throws ConfigurationError on a bad pattern. */
function compileGlobs(patterns, what) {
    if (patterns.length === 0)
        return () => false;
    const compiled = patterns.map((p) => {
        if (p.length > MAX_GLOB_LENGTH)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: pattern longer than ${MAX_GLOB_LENGTH} characters`);
        // Nested quantifiers are what make a regex backtrack; refuse `**` runs that add nothing.
        if (/(\*\*\/){8,}/.test(p))
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: pattern ${JSON.stringify(p)} repeats ** too often`);
        const glob = p.replace(/\/+$/, '');
        const tail = literalTail(glob);
        try {
            return { glob, regex: picomatch__WEBPACK_IMPORTED_MODULE_1___default().makeRe(glob, GLOB_OPTIONS), tail, tailSlash: `${tail}/` };
        }
        catch (error) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ConfigurationError */ .j1(`${what}: invalid glob ${JSON.stringify(p)}: ${error.message}`);
        }
    });
    // The regexes are tested directly, as picomatch's own matcher does after its checks (a path
    // equal to the glob, the empty path), not through that matcher: it builds a result object per
    // call: 19 ms of an audit of 24,000 paths (node --cpu-prof), against 9 ms for the regexes
    // alone. A property test holds this to picomatch's own matcher.
    return (rel) => {
        if (rel === '')
            return false;
        for (const { glob, regex, tail, tailSlash } of compiled) {
            if (rel === glob)
                return true;
            // A path that does not end with the glob's literal tail cannot match: no regex to run.
            if (tail !== '' && !rel.endsWith(tail) && !rel.endsWith(tailSlash))
                continue;
            if (regex.test(rel))
                return true;
        }
        return false;
    };
}
/**
 * The literal text at the end of a glob: after its last wildcard, class bracket or slash
 * (`.handoff.yaml` for the default envelope glob). Every path the glob matches ends with it, or
 * with it and a slash (picomatch's regexes accept one trailing slash), so a path that does not
 * is refused with one `endsWith` instead of a regex: picomatch's regex for a `**` glob tests a
 * lookahead at every character, and the five default handoff globs cost an audit of 22,000
 * files 7-19 ms that way (5 rounds, the first cold). '' (no shortcut) for a glob with syntax
 * this does not read: negation, escapes, groups, braces.
 */
function literalTail(glob) {
    if (glob.startsWith('!') || /[\\()|+@{}]/.test(glob))
        return '';
    const last = Math.max(glob.lastIndexOf('*'), glob.lastIndexOf('?'), glob.lastIndexOf('['), glob.lastIndexOf(']'), glob.lastIndexOf('/'));
    return glob.slice(last + 1);
}


/***/ }),

/***/ 4280:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ foldPassportId)
/* harmony export */ });
/**
 * Passport ids as every command compares them (core: the audit, stamp, graph,
 * diff and export all fold them the same way).
 */
/**
 * A passport_id as the chain compares it: ASCII letters in lower case. UUIDs are
 * case-insensitive (RFC 9562, section 4: "case-insensitive on input"), the schema accepts
 * either case and `stamp` writes lower case, so `…-4ABC-…` and `…-4abc-…` are one passport.
 * Only A-Z fold: a UUID is ASCII, and Unicode case mapping would merge look-alikes (the
 * Kelvin sign and "k") that the schema refuses anyway.
 */
function foldPassportId(id) {
    return /[A-Z]/.test(id) ? id.replace(/[A-Z]+/g, (c) => c.toLowerCase()) : id;
}


/***/ }),

/***/ 9344:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   N7: () => (/* binding */ isExactRelativePath),
/* harmony export */   RV: () => (/* binding */ relativeDirname),
/* harmony export */   _k: () => (/* binding */ checkRelativePath),
/* harmony export */   lA: () => (/* binding */ isInGitDir),
/* harmony export */   lU: () => (/* binding */ isInDirectory),
/* harmony export */   lg: () => (/* binding */ PATH_REFUSAL_TEXT)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Repository-relative paths as text: the lexical checks every untrusted path
 * passes before any file system call (fs/paths.ts resolves them on disk).
 * Decided on the string alone, so they are values the rules can use too.
 */

/** Human text for each refusal. */
const PATH_REFUSAL_TEXT = {
    empty: 'the path is empty',
    nul: 'the path contains a NUL byte',
    absolute: 'the path is absolute; write it relative to the repository root',
    'climbs-out': 'the path climbs out of the repository root with ..',
    'git-dir': "the path lies in .git, git's own store (it holds the checkout's credentials): nothing there is an artifact",
    'outside-via-symlink': "the path resolves through a symlink to a location outside the repository root, or into git's own .git store",
};
// Linear: a segment cannot contain the slash that ends it, so there is nothing to backtrack over.
const NORMAL_PATH = /^(?:[^/\\\0]+\/)*[^/\\\0]+$/;
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;
const DRIVE = /^[A-Za-z]:/;
/** A `.git` segment in any case: git's store, or a submodule's pointer to it (case-folding file systems included). */
const GIT_SEGMENT = /(?:^|\/)\.git(?:\/|$)/i;
/** True when a normalized repository-relative path lies in (or is) a `.git` entry. */
function isInGitDir(rel) {
    return GIT_SEGMENT.test(rel);
}
/**
 * Lexically checks an untrusted path and normalizes it to a repository-relative
 * POSIX path. Decided on the string alone, before any file system call.
 * Backslashes are treated as separators, so Windows spellings (`C:\x`,
 * `\\host\share`, `..\x`) are caught on every platform.
 */
function checkRelativePath(raw, baseDir = '') {
    // Most paths are already in normal form (segments joined by single slashes, none of them
    // '.' or '..', no backslash, NUL or drive letter): they are their own answer, without the
    // normalize/replace passes below (thousands of artifacts per audit).
    if (baseDir === '' && NORMAL_PATH.test(raw) && !DOT_SEGMENT.test(raw) && !DRIVE.test(raw))
        return GIT_SEGMENT.test(raw) ? { ok: false, reason: 'git-dir' } : { ok: true, rel: raw };
    if (raw.length === 0)
        return { ok: false, reason: 'empty' };
    if (raw.includes('\0'))
        return { ok: false, reason: 'nul' };
    const unified = raw.replace(/\\/g, '/');
    if (unified.startsWith('/') || DRIVE.test(unified))
        return { ok: false, reason: 'absolute' };
    const joined = node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.normalize(baseDir ? `${baseDir}/${unified}` : unified);
    if (joined === '..' || joined.startsWith('../'))
        return { ok: false, reason: 'climbs-out' };
    const rel = joined === '.' ? '.' : joined.replace(/\/+$/, '').replace(/^\.\//, '');
    if (rel === '' || rel === '.')
        return { ok: false, reason: 'empty' };
    if (GIT_SEGMENT.test(rel))
        return { ok: false, reason: 'git-dir' };
    return { ok: true, rel };
}
/** The repository-relative POSIX directory of a relative path ('.' for the root). */
function relativeDirname(rel) {
    return node_path__WEBPACK_IMPORTED_MODULE_0___default().posix.dirname(rel);
}
/**
 * True when `name` is a repository-relative path as git and the GitHub API print one:
 * non-empty segments joined by single slashes, none of them `.` or `..`, no NUL. Such a name
 * is used exactly as it is: unlike {@link checkRelativePath}, nothing is rewritten, for a
 * backslash, a space at either end or a decomposed accent is part of a Linux file name, and
 * the rewritten name would be another file's.
 */
function isExactRelativePath(name) {
    if (name.length === 0 || name.includes('\0'))
        return false;
    for (const segment of name.split('/'))
        if (segment === '' || segment === '.' || segment === '..')
            return false;
    return true;
}
/**
 * True when repository-relative path `rel` lies in directory `dir` or below it ('.' holds
 * everything): where a passport in `dir` may list its outputs (seed 000: the passport lives in
 * the same directory as the output it vouches for).
 */
function isInDirectory(rel, dir) {
    return dir === '.' || rel.startsWith(`${dir}/`);
}


/***/ }),

/***/ 6571:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ shellWord)
/* harmony export */ });
/**
 * Command lines the reports print for a person to paste into a POSIX shell
 * (the passport-missing hint, the re-stamp commands of stale outputs): a path
 * from the repository is one word of them, whatever it holds.
 */
/** `word` as one POSIX shell word: single-quoted unless plain; never read as an option. */
function shellWord(word) {
    const safe = word.startsWith('-') ? `./${word}` : word;
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(safe) ? safe : `'${safe.replace(/'/g, `'\\''`)}'`;
}


/***/ }),

/***/ 9630:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gy: () => (/* binding */ spellBytes),
/* harmony export */   X0: () => (/* binding */ quoteUntrusted),
/* harmony export */   gi: () => (/* binding */ hasInvisibleCharacters),
/* harmony export */   ts: () => (/* binding */ escapeInvisible)
/* harmony export */ });
/**
 * Making untrusted strings inert. {@link quoteUntrusted} is applied when a
 * message is built, so every finding message is already free of control,
 * bidirectional and zero-width characters; each reporter then escapes for its
 * own medium (Markdown/HTML, workflow commands, terminals: report/escape.ts).
 */
/** Longest untrusted excerpt quoted into a message. */
const MAX_QUOTED_CHARS = 200;
// C0/C1 controls, DEL, bidi embeddings/overrides/isolates, zero-width and BOM, line/paragraph separators.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/g;
/** True when the string holds invisible or direction-changing characters. */
function hasInvisibleCharacters(value) {
    return /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/.test(value);
}
/** Replaces every unsafe character with a visible \uXXXX escape. */
function escapeInvisible(value) {
    return value.replace(UNSAFE_CHARS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/** Quotes an untrusted value for a message: escaped, truncated, in double quotes. */
function quoteUntrusted(value, max = MAX_QUOTED_CHARS) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    const cut = text.length > max ? `${text.slice(0, max)}…` : text;
    return `"${escapeInvisible(cut.replace(/\\/g, '\\\\').replace(/"/g, '\\"'))}"`;
}
/** A name's bytes as printable ASCII in double quotes, every other byte as \xHH. */
function spellBytes(bytes) {
    let text = '';
    for (const b of bytes) {
        text +=
            b >= 0x20 && b < 0x7f && b !== 0x22 && b !== 0x5c
                ? String.fromCharCode(b)
                : `\\x${b.toString(16).padStart(2, '0')}`;
    }
    return `"${text}"`;
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   _j: () => (/* binding */ asArray),
/* harmony export */   eB: () => (/* binding */ asObject),
/* harmony export */   eG: () => (/* binding */ asObjectOrEmpty),
/* harmony export */   oJ: () => (/* binding */ asString)
/* harmony export */ });
/**
 * Tolerant readers of parsed, untrusted values: a document may hold anything
 * where a schema expects an object, an array or a string, and the summaries
 * and the stamper read what is there without throwing (the schema check
 * reports the shape).
 */
/** True when `value` is a JSON object: not null, not an array. */
function isObject(value) {
    return value !== null && typeof value === 'object' && !Array.isArray(value);
}
/** `value` when it is a JSON object, else null. */
function asObject(value) {
    return isObject(value) ? value : null;
}
/** `value` when it is a JSON object, else an empty one: for reading fields of what may be absent. */
function asObjectOrEmpty(value) {
    return isObject(value) ? value : {};
}
/** `value` when it is an array, else an empty one. */
function asArray(value) {
    return Array.isArray(value) ? value : [];
}
/** `value` when it is a string, else undefined. */
function asString(value) {
    return typeof value === 'string' ? value : undefined;
}


/***/ }),

/***/ 181:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("buffer");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 932:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("process");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ }),

/***/ 6848:
/***/ ((module, exports, __nccwpck_require__) => {

// Generated by scripts/compile-schemas.mjs from schemas/*.json — do not edit.
/* eslint-disable */

exports.P = validate20;
const schema31 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/passport.v1.schema.json","title":"Material Passport v1","description":"The envelope that travels beside a skill's outputs (<run-id>.passport.json). Encodes the v1 schema of the agent-handoff seed: required and recommended fields, digests, ids and timestamps.","type":"object","required":["schema_version","passport_id","created_at","produced_by","inputs","outputs","decisions","errors","downstream_hints"],"properties":{"schema_version":{"description":"Semantic version of the passport schema; the major must be 1.","type":"string","maxLength":64,"pattern":"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"},"passport_id":{"$ref":"#/$defs/uuidV4"},"created_at":{"type":"string","format":"date-time","maxLength":64},"produced_by":{"type":"object","required":["skill","skill_version"],"properties":{"skill":{"$ref":"#/$defs/slug"},"skill_version":{"type":"string","minLength":1,"maxLength":128},"agent":{"type":"string","maxLength":256},"session_id":{"type":"string","maxLength":256}}},"inputs":{"description":"Every input the skill consumed, with path + sha256. An input outside the repository (a reference genome) has \"external\": true, an absolute path, and ideally a uri saying where it can be fetched.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact","if":{"type":"object","required":["external"],"properties":{"external":{"const":true}}},"then":{"type":"object","properties":{"path":{"type":"string","pattern":"^/"}}}}},"outputs":{"description":"Every output the skill produced, with path + sha256.","type":"array","maxItems":100000,"items":{"$ref":"#/$defs/artifact","not":{"type":"object","required":["external"],"properties":{"external":{"const":true}}}}},"decisions":{"type":"array","maxItems":10000,"items":{"type":"object","required":["step","choice","alternatives_considered","rationale"],"properties":{"step":{"type":"string","minLength":1,"maxLength":1024},"choice":{"type":"string","minLength":1,"maxLength":1024},"alternatives_considered":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":1024}},"rationale":{"type":"string","minLength":1,"maxLength":65536}}}},"parameters":{"type":"object"},"errors":{"description":"Every external call's exit code, with a stderr excerpt.","type":"array","maxItems":100000,"items":{"type":"object","required":["step","tool","exit_code","stderr_excerpt"],"properties":{"step":{"type":"string","maxLength":1024},"tool":{"type":"string","maxLength":1024},"exit_code":{"type":"integer"},"stderr_excerpt":{"type":"string","maxLength":65536}}}},"consumed_passports":{"description":"passport_ids of upstream passports this skill consumed (forms a DAG).","type":"array","maxItems":10000,"items":{"$ref":"#/$defs/uuidV4"}},"recorded_by":{"description":"How this record was made (passport-gate's extension of v1, docs/rules.md \"How a record was made\"): method \"run\" when passport-gate run ran the step and wrote the record (the command as run, its working directory relative to the root, its exit status, start and end times), \"stamp\" for a hand record.","type":"object","required":["tool","version","method"],"properties":{"tool":{"type":"string","maxLength":256},"version":{"type":"string","maxLength":128},"method":{"enum":["run","stamp"]},"command":{"type":"array","minItems":1,"maxItems":10000,"items":{"type":"string","maxLength":131072}},"working_directory":{"type":"string","minLength":1,"maxLength":4096},"exit_code":{"type":"integer"},"started_at":{"type":"string","format":"date-time","maxLength":64},"ended_at":{"type":"string","format":"date-time","maxLength":64},"outputs":{"enum":["directory","declared"]},"program":{"description":"The program the command ran (argv[0]) when it is outside the repository: its resolved path and the first line of its --version (null when it printed none).","type":"object","required":["path","version"],"properties":{"path":{"type":"string","minLength":1,"maxLength":4096},"version":{"type":["string","null"],"maxLength":256}}},"nondeterministic":{"description":"Outputs the step declared non-deterministic (run --nondeterministic): reproduce re-makes them but does not compare their bytes.","type":"array","maxItems":100000,"items":{"type":"string","minLength":1,"maxLength":4096}}}},"downstream_hints":{"type":"object","required":["next_skills"],"properties":{"next_skills":{"type":"array","maxItems":1000,"items":{"$ref":"#/$defs/slug"}},"expected_inputs":{"type":"array","maxItems":1000,"items":{"type":"string","maxLength":256}}}}},"$defs":{"uuidV4":{"description":"A UUID version 4 (RFC 9562), lowercase or uppercase hex.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},"slug":{"description":"A skill slug: lowercase letters, digits and single hyphens.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},"sha256":{"description":"Lowercase hexadecimal SHA-256 digest, 64 characters, no prefix.","type":"string","pattern":"^[0-9a-f]{64}$"},"artifact":{"type":"object","required":["path","sha256"],"properties":{"type":{"type":"string","maxLength":128},"path":{"description":"A file path without NUL characters (no file name holds one).","type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\x00]*$"},"sha256":{"$ref":"#/$defs/sha256"},"size_bytes":{"type":"integer","minimum":0},"source":{"type":"string","maxLength":4096},"external":{"description":"True for an input outside the repository: its path is absolute on the producer's machine; the audit verifies it under the config's external-inputs locations, and notes it unverified elsewhere.","type":"boolean"},"uri":{"description":"Where the artifact can be fetched (URL, s3://, DOI resolver), for an external input.","type":"string","maxLength":4096}}}}};
const schema32 = {"description":"A UUID version 4 (RFC 9562), lowercase or uppercase hex.","type":"string","pattern":"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"};
const schema33 = {"description":"A skill slug: lowercase letters, digits and single hyphens.","type":"string","maxLength":128,"pattern":"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"};
const func1 = ((count) => (s) => (/[\uD800-\uDFFF]/.test(s) ? count(s) : s.length))((__nccwpck_require__(6214)["default"]));
const pattern4 = new RegExp("^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$", "");
const pattern5 = new RegExp("^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$", "");
const pattern6 = new RegExp("^[a-z0-9]+(?:[-_.][a-z0-9]+)*$", "");
const pattern9 = new RegExp("^/", "");
const formats0 = (__nccwpck_require__(779)/* .fullFormats */ .U9)["date-time"];
const schema34 = {"type":"object","required":["path","sha256"],"properties":{"type":{"type":"string","maxLength":128},"path":{"description":"A file path without NUL characters (no file name holds one).","type":"string","minLength":1,"maxLength":4096,"pattern":"^[^\\x00]*$"},"sha256":{"$ref":"#/$defs/sha256"},"size_bytes":{"type":"integer","minimum":0},"source":{"type":"string","maxLength":4096},"external":{"description":"True for an input outside the repository: its path is absolute on the producer's machine; the audit verifies it under the config's external-inputs locations, and notes it unverified elsewhere.","type":"boolean"},"uri":{"description":"Where the artifact can be fetched (URL, s3://, DOI resolver), for an external input.","type":"string","maxLength":4096}}};
const schema35 = {"description":"Lowercase hexadecimal SHA-256 digest, 64 characters, no prefix.","type":"string","pattern":"^[0-9a-f]{64}$"};
const pattern7 = new RegExp("^[^\\x00]*$", "");
const pattern8 = new RegExp("^[0-9a-f]{64}$", "");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.path === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.sha256 === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "sha256"},message:"must have required property '"+"sha256"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.type !== undefined){
let data0 = data.type;
if(typeof data0 === "string"){
if(func1(data0) > 128){
const err2 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/type",schemaPath:"#/properties/type/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.path !== undefined){
let data1 = data.path;
if(typeof data1 === "string"){
if(func1(data1) > 4096){
const err4 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern7.test(data1)){
const err6 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/pattern",keyword:"pattern",params:{pattern: "^[^\\x00]*$"},message:"must match pattern \""+"^[^\\x00]*$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/path",schemaPath:"#/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.sha256 !== undefined){
let data2 = data.sha256;
if(typeof data2 === "string"){
if(!pattern8.test(data2)){
const err8 = {instancePath:instancePath+"/sha256",schemaPath:"#/$defs/sha256/pattern",keyword:"pattern",params:{pattern: "^[0-9a-f]{64}$"},message:"must match pattern \""+"^[0-9a-f]{64}$"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/sha256",schemaPath:"#/$defs/sha256/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.size_bytes !== undefined){
let data3 = data.size_bytes;
if(!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))){
const err10 = {instancePath:instancePath+"/size_bytes",schemaPath:"#/properties/size_bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if((typeof data3 == "number") && (isFinite(data3))){
if(data3 < 0 || isNaN(data3)){
const err11 = {instancePath:instancePath+"/size_bytes",schemaPath:"#/properties/size_bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
if(data.source !== undefined){
let data4 = data.source;
if(typeof data4 === "string"){
if(func1(data4) > 4096){
const err12 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/source",schemaPath:"#/properties/source/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.external !== undefined){
if(typeof data.external !== "boolean"){
const err14 = {instancePath:instancePath+"/external",schemaPath:"#/properties/external/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.uri !== undefined){
let data6 = data.uri;
if(typeof data6 === "string"){
if(func1(data6) > 4096){
const err15 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/uri",schemaPath:"#/properties/uri/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
else {
const err17 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"type":true,"path":true,"sha256":true,"size_bytes":true,"source":true,"external":true,"uri":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/passport.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.schema_version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schema_version"},message:"must have required property '"+"schema_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.passport_id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "passport_id"},message:"must have required property '"+"passport_id"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.created_at === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "created_at"},message:"must have required property '"+"created_at"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.produced_by === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "produced_by"},message:"must have required property '"+"produced_by"+"'"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.inputs === undefined){
const err4 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "inputs"},message:"must have required property '"+"inputs"+"'"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(data.outputs === undefined){
const err5 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "outputs"},message:"must have required property '"+"outputs"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data.decisions === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "decisions"},message:"must have required property '"+"decisions"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.errors === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "errors"},message:"must have required property '"+"errors"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.downstream_hints === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "downstream_hints"},message:"must have required property '"+"downstream_hints"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.schema_version !== undefined){
let data0 = data.schema_version;
if(typeof data0 === "string"){
if(func1(data0) > 64){
const err9 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(!pattern4.test(data0)){
const err10 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/pattern",keyword:"pattern",params:{pattern: "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"},message:"must match pattern \""+"^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[0-9A-Za-z.-]+)?(?:\\+[0-9A-Za-z.-]+)?$"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/schema_version",schemaPath:"#/properties/schema_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.passport_id !== undefined){
let data1 = data.passport_id;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err12 = {instancePath:instancePath+"/passport_id",schemaPath:"#/$defs/uuidV4/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/passport_id",schemaPath:"#/$defs/uuidV4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.created_at !== undefined){
let data2 = data.created_at;
if(typeof data2 === "string"){
if(func1(data2) > 64){
const err14 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(!(formats0.validate(data2))){
const err15 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/created_at",schemaPath:"#/properties/created_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.produced_by !== undefined){
let data3 = data.produced_by;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.skill === undefined){
const err17 = {instancePath:instancePath+"/produced_by",schemaPath:"#/properties/produced_by/required",keyword:"required",params:{missingProperty: "skill"},message:"must have required property '"+"skill"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data3.skill_version === undefined){
const err18 = {instancePath:instancePath+"/produced_by",schemaPath:"#/properties/produced_by/required",keyword:"required",params:{missingProperty: "skill_version"},message:"must have required property '"+"skill_version"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3.skill !== undefined){
let data4 = data3.skill;
if(typeof data4 === "string"){
if(func1(data4) > 128){
const err19 = {instancePath:instancePath+"/produced_by/skill",schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(!pattern6.test(data4)){
const err20 = {instancePath:instancePath+"/produced_by/skill",schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/produced_by/skill",schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data3.skill_version !== undefined){
let data5 = data3.skill_version;
if(typeof data5 === "string"){
if(func1(data5) > 128){
const err22 = {instancePath:instancePath+"/produced_by/skill_version",schemaPath:"#/properties/produced_by/properties/skill_version/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func1(data5) < 1){
const err23 = {instancePath:instancePath+"/produced_by/skill_version",schemaPath:"#/properties/produced_by/properties/skill_version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/produced_by/skill_version",schemaPath:"#/properties/produced_by/properties/skill_version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data3.agent !== undefined){
let data6 = data3.agent;
if(typeof data6 === "string"){
if(func1(data6) > 256){
const err25 = {instancePath:instancePath+"/produced_by/agent",schemaPath:"#/properties/produced_by/properties/agent/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/produced_by/agent",schemaPath:"#/properties/produced_by/properties/agent/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data3.session_id !== undefined){
let data7 = data3.session_id;
if(typeof data7 === "string"){
if(func1(data7) > 256){
const err27 = {instancePath:instancePath+"/produced_by/session_id",schemaPath:"#/properties/produced_by/properties/session_id/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/produced_by/session_id",schemaPath:"#/properties/produced_by/properties/session_id/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/produced_by",schemaPath:"#/properties/produced_by/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.inputs !== undefined){
let data8 = data.inputs;
if(Array.isArray(data8)){
if(data8.length > 100000){
const err30 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
const len0 = data8.length;
for(let i0=0; i0<len0; i0++){
let data9 = data8[i0];
if(!(validate21(data9, {instancePath:instancePath+"/inputs/" + i0,parentData:data8,parentDataProperty:i0,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate21.errors; else for (const e of validate21.errors) vErrors.push(e);
errors = vErrors.length;
}
const _errs22 = errors;
let valid6 = true;
const _errs23 = errors;
if(errors === _errs23){
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
let missing0;
if((data9.external === undefined) && (missing0 = "external")){
const err31 = {};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
else {
if(data9.external !== undefined){
if(true !== data9.external){
const err32 = {};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
}
else {
const err33 = {};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
var _valid0 = _errs23 === errors;
errors = _errs22;
if(vErrors !== null){
if(_errs22){
vErrors.length = _errs22;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs26 = errors;
if(data9 && typeof data9 == "object" && !Array.isArray(data9)){
if(data9.path !== undefined){
let data11 = data9.path;
if(typeof data11 === "string"){
if(!pattern9.test(data11)){
const err34 = {instancePath:instancePath+"/inputs/" + i0+"/path",schemaPath:"#/properties/inputs/items/then/properties/path/pattern",keyword:"pattern",params:{pattern: "^/"},message:"must match pattern \""+"^/"+"\""};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/inputs/" + i0+"/path",schemaPath:"#/properties/inputs/items/then/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
}
else {
const err36 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/then/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
var _valid0 = _errs26 === errors;
valid6 = _valid0;
if(valid6){
var props0 = {};
props0.path = true;
props0.external = true;
props0.type = true;
props0.sha256 = true;
props0.size_bytes = true;
props0.source = true;
props0.uri = true;
}
}
if(!valid6){
const err37 = {instancePath:instancePath+"/inputs/" + i0,schemaPath:"#/properties/inputs/items/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/inputs",schemaPath:"#/properties/inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.outputs !== undefined){
let data12 = data.outputs;
if(Array.isArray(data12)){
if(data12.length > 100000){
const err39 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const len1 = data12.length;
for(let i1=0; i1<len1; i1++){
let data13 = data12[i1];
if(!(validate21(data13, {instancePath:instancePath+"/outputs/" + i1,parentData:data12,parentDataProperty:i1,rootData,dynamicAnchors}))){
if (vErrors === null) vErrors = validate21.errors; else for (const e of validate21.errors) vErrors.push(e);
errors = vErrors.length;
}
const _errs33 = errors;
const _errs34 = errors;
if(errors === _errs34){
if(data13 && typeof data13 == "object" && !Array.isArray(data13)){
let missing1;
if((data13.external === undefined) && (missing1 = "external")){
const err40 = {};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
else {
if(data13.external !== undefined){
if(true !== data13.external){
const err41 = {};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
}
else {
const err42 = {};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
var valid11 = _errs34 === errors;
if(valid11){
const err43 = {instancePath:instancePath+"/outputs/" + i1,schemaPath:"#/properties/outputs/items/not",keyword:"not",params:{},message:"must NOT be valid"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err44 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.decisions !== undefined){
let data15 = data.decisions;
if(Array.isArray(data15)){
if(data15.length > 10000){
const err45 = {instancePath:instancePath+"/decisions",schemaPath:"#/properties/decisions/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len2 = data15.length;
for(let i2=0; i2<len2; i2++){
let data16 = data15[i2];
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
if(data16.step === undefined){
const err46 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(data16.choice === undefined){
const err47 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "choice"},message:"must have required property '"+"choice"+"'"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(data16.alternatives_considered === undefined){
const err48 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "alternatives_considered"},message:"must have required property '"+"alternatives_considered"+"'"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(data16.rationale === undefined){
const err49 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/required",keyword:"required",params:{missingProperty: "rationale"},message:"must have required property '"+"rationale"+"'"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
if(data16.step !== undefined){
let data17 = data16.step;
if(typeof data17 === "string"){
if(func1(data17) > 1024){
const err50 = {instancePath:instancePath+"/decisions/" + i2+"/step",schemaPath:"#/properties/decisions/items/properties/step/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
if(func1(data17) < 1){
const err51 = {instancePath:instancePath+"/decisions/" + i2+"/step",schemaPath:"#/properties/decisions/items/properties/step/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/decisions/" + i2+"/step",schemaPath:"#/properties/decisions/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data16.choice !== undefined){
let data18 = data16.choice;
if(typeof data18 === "string"){
if(func1(data18) > 1024){
const err53 = {instancePath:instancePath+"/decisions/" + i2+"/choice",schemaPath:"#/properties/decisions/items/properties/choice/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data18) < 1){
const err54 = {instancePath:instancePath+"/decisions/" + i2+"/choice",schemaPath:"#/properties/decisions/items/properties/choice/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/decisions/" + i2+"/choice",schemaPath:"#/properties/decisions/items/properties/choice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
if(data16.alternatives_considered !== undefined){
let data19 = data16.alternatives_considered;
if(Array.isArray(data19)){
if(data19.length > 1000){
const err56 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered",schemaPath:"#/properties/decisions/items/properties/alternatives_considered/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
const len3 = data19.length;
for(let i3=0; i3<len3; i3++){
let data20 = data19[i3];
if(typeof data20 === "string"){
if(func1(data20) > 1024){
const err57 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered/" + i3,schemaPath:"#/properties/decisions/items/properties/alternatives_considered/items/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
}
else {
const err58 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered/" + i3,schemaPath:"#/properties/decisions/items/properties/alternatives_considered/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
}
else {
const err59 = {instancePath:instancePath+"/decisions/" + i2+"/alternatives_considered",schemaPath:"#/properties/decisions/items/properties/alternatives_considered/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
if(data16.rationale !== undefined){
let data21 = data16.rationale;
if(typeof data21 === "string"){
if(func1(data21) > 65536){
const err60 = {instancePath:instancePath+"/decisions/" + i2+"/rationale",schemaPath:"#/properties/decisions/items/properties/rationale/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
if(func1(data21) < 1){
const err61 = {instancePath:instancePath+"/decisions/" + i2+"/rationale",schemaPath:"#/properties/decisions/items/properties/rationale/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/decisions/" + i2+"/rationale",schemaPath:"#/properties/decisions/items/properties/rationale/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
}
}
else {
const err63 = {instancePath:instancePath+"/decisions/" + i2,schemaPath:"#/properties/decisions/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
}
}
else {
const err64 = {instancePath:instancePath+"/decisions",schemaPath:"#/properties/decisions/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(data.parameters !== undefined){
let data22 = data.parameters;
if(!(data22 && typeof data22 == "object" && !Array.isArray(data22))){
const err65 = {instancePath:instancePath+"/parameters",schemaPath:"#/properties/parameters/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data.errors !== undefined){
let data23 = data.errors;
if(Array.isArray(data23)){
if(data23.length > 100000){
const err66 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
const len4 = data23.length;
for(let i4=0; i4<len4; i4++){
let data24 = data23[i4];
if(data24 && typeof data24 == "object" && !Array.isArray(data24)){
if(data24.step === undefined){
const err67 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "step"},message:"must have required property '"+"step"+"'"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(data24.tool === undefined){
const err68 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(data24.exit_code === undefined){
const err69 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "exit_code"},message:"must have required property '"+"exit_code"+"'"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data24.stderr_excerpt === undefined){
const err70 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/required",keyword:"required",params:{missingProperty: "stderr_excerpt"},message:"must have required property '"+"stderr_excerpt"+"'"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(data24.step !== undefined){
let data25 = data24.step;
if(typeof data25 === "string"){
if(func1(data25) > 1024){
const err71 = {instancePath:instancePath+"/errors/" + i4+"/step",schemaPath:"#/properties/errors/items/properties/step/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
else {
const err72 = {instancePath:instancePath+"/errors/" + i4+"/step",schemaPath:"#/properties/errors/items/properties/step/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
if(data24.tool !== undefined){
let data26 = data24.tool;
if(typeof data26 === "string"){
if(func1(data26) > 1024){
const err73 = {instancePath:instancePath+"/errors/" + i4+"/tool",schemaPath:"#/properties/errors/items/properties/tool/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
else {
const err74 = {instancePath:instancePath+"/errors/" + i4+"/tool",schemaPath:"#/properties/errors/items/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
}
if(data24.exit_code !== undefined){
let data27 = data24.exit_code;
if(!(((typeof data27 == "number") && (!(data27 % 1) && !isNaN(data27))) && (isFinite(data27)))){
const err75 = {instancePath:instancePath+"/errors/" + i4+"/exit_code",schemaPath:"#/properties/errors/items/properties/exit_code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
}
if(data24.stderr_excerpt !== undefined){
let data28 = data24.stderr_excerpt;
if(typeof data28 === "string"){
if(func1(data28) > 65536){
const err76 = {instancePath:instancePath+"/errors/" + i4+"/stderr_excerpt",schemaPath:"#/properties/errors/items/properties/stderr_excerpt/maxLength",keyword:"maxLength",params:{limit: 65536},message:"must NOT have more than 65536 characters"};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/errors/" + i4+"/stderr_excerpt",schemaPath:"#/properties/errors/items/properties/stderr_excerpt/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/errors/" + i4,schemaPath:"#/properties/errors/items/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
}
}
else {
const err79 = {instancePath:instancePath+"/errors",schemaPath:"#/properties/errors/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
}
if(data.consumed_passports !== undefined){
let data29 = data.consumed_passports;
if(Array.isArray(data29)){
if(data29.length > 10000){
const err80 = {instancePath:instancePath+"/consumed_passports",schemaPath:"#/properties/consumed_passports/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
const len5 = data29.length;
for(let i5=0; i5<len5; i5++){
let data30 = data29[i5];
if(typeof data30 === "string"){
if(!pattern5.test(data30)){
const err81 = {instancePath:instancePath+"/consumed_passports/" + i5,schemaPath:"#/$defs/uuidV4/pattern",keyword:"pattern",params:{pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"},message:"must match pattern \""+"^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"+"\""};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
else {
const err82 = {instancePath:instancePath+"/consumed_passports/" + i5,schemaPath:"#/$defs/uuidV4/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
}
else {
const err83 = {instancePath:instancePath+"/consumed_passports",schemaPath:"#/properties/consumed_passports/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
if(data.recorded_by !== undefined){
let data31 = data.recorded_by;
if(data31 && typeof data31 == "object" && !Array.isArray(data31)){
if(data31.tool === undefined){
const err84 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/required",keyword:"required",params:{missingProperty: "tool"},message:"must have required property '"+"tool"+"'"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
if(data31.version === undefined){
const err85 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
if(data31.method === undefined){
const err86 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/required",keyword:"required",params:{missingProperty: "method"},message:"must have required property '"+"method"+"'"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(data31.tool !== undefined){
let data32 = data31.tool;
if(typeof data32 === "string"){
if(func1(data32) > 256){
const err87 = {instancePath:instancePath+"/recorded_by/tool",schemaPath:"#/properties/recorded_by/properties/tool/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
}
else {
const err88 = {instancePath:instancePath+"/recorded_by/tool",schemaPath:"#/properties/recorded_by/properties/tool/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
if(data31.version !== undefined){
let data33 = data31.version;
if(typeof data33 === "string"){
if(func1(data33) > 128){
const err89 = {instancePath:instancePath+"/recorded_by/version",schemaPath:"#/properties/recorded_by/properties/version/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
else {
const err90 = {instancePath:instancePath+"/recorded_by/version",schemaPath:"#/properties/recorded_by/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data31.method !== undefined){
let data34 = data31.method;
if(!((data34 === "run") || (data34 === "stamp"))){
const err91 = {instancePath:instancePath+"/recorded_by/method",schemaPath:"#/properties/recorded_by/properties/method/enum",keyword:"enum",params:{allowedValues: schema31.properties.recorded_by.properties.method.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
if(data31.command !== undefined){
let data35 = data31.command;
if(Array.isArray(data35)){
if(data35.length > 10000){
const err92 = {instancePath:instancePath+"/recorded_by/command",schemaPath:"#/properties/recorded_by/properties/command/maxItems",keyword:"maxItems",params:{limit: 10000},message:"must NOT have more than 10000 items"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(data35.length < 1){
const err93 = {instancePath:instancePath+"/recorded_by/command",schemaPath:"#/properties/recorded_by/properties/command/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
const len6 = data35.length;
for(let i6=0; i6<len6; i6++){
let data36 = data35[i6];
if(typeof data36 === "string"){
if(func1(data36) > 131072){
const err94 = {instancePath:instancePath+"/recorded_by/command/" + i6,schemaPath:"#/properties/recorded_by/properties/command/items/maxLength",keyword:"maxLength",params:{limit: 131072},message:"must NOT have more than 131072 characters"};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
else {
const err95 = {instancePath:instancePath+"/recorded_by/command/" + i6,schemaPath:"#/properties/recorded_by/properties/command/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err95];
}
else {
vErrors.push(err95);
}
errors++;
}
}
}
else {
const err96 = {instancePath:instancePath+"/recorded_by/command",schemaPath:"#/properties/recorded_by/properties/command/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
}
if(data31.working_directory !== undefined){
let data37 = data31.working_directory;
if(typeof data37 === "string"){
if(func1(data37) > 4096){
const err97 = {instancePath:instancePath+"/recorded_by/working_directory",schemaPath:"#/properties/recorded_by/properties/working_directory/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err97];
}
else {
vErrors.push(err97);
}
errors++;
}
if(func1(data37) < 1){
const err98 = {instancePath:instancePath+"/recorded_by/working_directory",schemaPath:"#/properties/recorded_by/properties/working_directory/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
else {
const err99 = {instancePath:instancePath+"/recorded_by/working_directory",schemaPath:"#/properties/recorded_by/properties/working_directory/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err99];
}
else {
vErrors.push(err99);
}
errors++;
}
}
if(data31.exit_code !== undefined){
let data38 = data31.exit_code;
if(!(((typeof data38 == "number") && (!(data38 % 1) && !isNaN(data38))) && (isFinite(data38)))){
const err100 = {instancePath:instancePath+"/recorded_by/exit_code",schemaPath:"#/properties/recorded_by/properties/exit_code/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
}
if(data31.started_at !== undefined){
let data39 = data31.started_at;
if(typeof data39 === "string"){
if(func1(data39) > 64){
const err101 = {instancePath:instancePath+"/recorded_by/started_at",schemaPath:"#/properties/recorded_by/properties/started_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err101];
}
else {
vErrors.push(err101);
}
errors++;
}
if(!(formats0.validate(data39))){
const err102 = {instancePath:instancePath+"/recorded_by/started_at",schemaPath:"#/properties/recorded_by/properties/started_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
else {
const err103 = {instancePath:instancePath+"/recorded_by/started_at",schemaPath:"#/properties/recorded_by/properties/started_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err103];
}
else {
vErrors.push(err103);
}
errors++;
}
}
if(data31.ended_at !== undefined){
let data40 = data31.ended_at;
if(typeof data40 === "string"){
if(func1(data40) > 64){
const err104 = {instancePath:instancePath+"/recorded_by/ended_at",schemaPath:"#/properties/recorded_by/properties/ended_at/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters"};
if(vErrors === null){
vErrors = [err104];
}
else {
vErrors.push(err104);
}
errors++;
}
if(!(formats0.validate(data40))){
const err105 = {instancePath:instancePath+"/recorded_by/ended_at",schemaPath:"#/properties/recorded_by/properties/ended_at/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err105];
}
else {
vErrors.push(err105);
}
errors++;
}
}
else {
const err106 = {instancePath:instancePath+"/recorded_by/ended_at",schemaPath:"#/properties/recorded_by/properties/ended_at/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err106];
}
else {
vErrors.push(err106);
}
errors++;
}
}
if(data31.outputs !== undefined){
let data41 = data31.outputs;
if(!((data41 === "directory") || (data41 === "declared"))){
const err107 = {instancePath:instancePath+"/recorded_by/outputs",schemaPath:"#/properties/recorded_by/properties/outputs/enum",keyword:"enum",params:{allowedValues: schema31.properties.recorded_by.properties.outputs.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err107];
}
else {
vErrors.push(err107);
}
errors++;
}
}
if(data31.program !== undefined){
let data42 = data31.program;
if(data42 && typeof data42 == "object" && !Array.isArray(data42)){
if(data42.path === undefined){
const err108 = {instancePath:instancePath+"/recorded_by/program",schemaPath:"#/properties/recorded_by/properties/program/required",keyword:"required",params:{missingProperty: "path"},message:"must have required property '"+"path"+"'"};
if(vErrors === null){
vErrors = [err108];
}
else {
vErrors.push(err108);
}
errors++;
}
if(data42.version === undefined){
const err109 = {instancePath:instancePath+"/recorded_by/program",schemaPath:"#/properties/recorded_by/properties/program/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'"};
if(vErrors === null){
vErrors = [err109];
}
else {
vErrors.push(err109);
}
errors++;
}
if(data42.path !== undefined){
let data43 = data42.path;
if(typeof data43 === "string"){
if(func1(data43) > 4096){
const err110 = {instancePath:instancePath+"/recorded_by/program/path",schemaPath:"#/properties/recorded_by/properties/program/properties/path/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err110];
}
else {
vErrors.push(err110);
}
errors++;
}
if(func1(data43) < 1){
const err111 = {instancePath:instancePath+"/recorded_by/program/path",schemaPath:"#/properties/recorded_by/properties/program/properties/path/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err111];
}
else {
vErrors.push(err111);
}
errors++;
}
}
else {
const err112 = {instancePath:instancePath+"/recorded_by/program/path",schemaPath:"#/properties/recorded_by/properties/program/properties/path/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err112];
}
else {
vErrors.push(err112);
}
errors++;
}
}
if(data42.version !== undefined){
let data44 = data42.version;
if((typeof data44 !== "string") && (data44 !== null)){
const err113 = {instancePath:instancePath+"/recorded_by/program/version",schemaPath:"#/properties/recorded_by/properties/program/properties/version/type",keyword:"type",params:{type: schema31.properties.recorded_by.properties.program.properties.version.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err113];
}
else {
vErrors.push(err113);
}
errors++;
}
if(typeof data44 === "string"){
if(func1(data44) > 256){
const err114 = {instancePath:instancePath+"/recorded_by/program/version",schemaPath:"#/properties/recorded_by/properties/program/properties/version/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err114];
}
else {
vErrors.push(err114);
}
errors++;
}
}
}
}
else {
const err115 = {instancePath:instancePath+"/recorded_by/program",schemaPath:"#/properties/recorded_by/properties/program/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err115];
}
else {
vErrors.push(err115);
}
errors++;
}
}
if(data31.nondeterministic !== undefined){
let data45 = data31.nondeterministic;
if(Array.isArray(data45)){
if(data45.length > 100000){
const err116 = {instancePath:instancePath+"/recorded_by/nondeterministic",schemaPath:"#/properties/recorded_by/properties/nondeterministic/maxItems",keyword:"maxItems",params:{limit: 100000},message:"must NOT have more than 100000 items"};
if(vErrors === null){
vErrors = [err116];
}
else {
vErrors.push(err116);
}
errors++;
}
const len7 = data45.length;
for(let i7=0; i7<len7; i7++){
let data46 = data45[i7];
if(typeof data46 === "string"){
if(func1(data46) > 4096){
const err117 = {instancePath:instancePath+"/recorded_by/nondeterministic/" + i7,schemaPath:"#/properties/recorded_by/properties/nondeterministic/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err117];
}
else {
vErrors.push(err117);
}
errors++;
}
if(func1(data46) < 1){
const err118 = {instancePath:instancePath+"/recorded_by/nondeterministic/" + i7,schemaPath:"#/properties/recorded_by/properties/nondeterministic/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err118];
}
else {
vErrors.push(err118);
}
errors++;
}
}
else {
const err119 = {instancePath:instancePath+"/recorded_by/nondeterministic/" + i7,schemaPath:"#/properties/recorded_by/properties/nondeterministic/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err119];
}
else {
vErrors.push(err119);
}
errors++;
}
}
}
else {
const err120 = {instancePath:instancePath+"/recorded_by/nondeterministic",schemaPath:"#/properties/recorded_by/properties/nondeterministic/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err120];
}
else {
vErrors.push(err120);
}
errors++;
}
}
}
else {
const err121 = {instancePath:instancePath+"/recorded_by",schemaPath:"#/properties/recorded_by/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err121];
}
else {
vErrors.push(err121);
}
errors++;
}
}
if(data.downstream_hints !== undefined){
let data47 = data.downstream_hints;
if(data47 && typeof data47 == "object" && !Array.isArray(data47)){
if(data47.next_skills === undefined){
const err122 = {instancePath:instancePath+"/downstream_hints",schemaPath:"#/properties/downstream_hints/required",keyword:"required",params:{missingProperty: "next_skills"},message:"must have required property '"+"next_skills"+"'"};
if(vErrors === null){
vErrors = [err122];
}
else {
vErrors.push(err122);
}
errors++;
}
if(data47.next_skills !== undefined){
let data48 = data47.next_skills;
if(Array.isArray(data48)){
if(data48.length > 1000){
const err123 = {instancePath:instancePath+"/downstream_hints/next_skills",schemaPath:"#/properties/downstream_hints/properties/next_skills/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err123];
}
else {
vErrors.push(err123);
}
errors++;
}
const len8 = data48.length;
for(let i8=0; i8<len8; i8++){
let data49 = data48[i8];
if(typeof data49 === "string"){
if(func1(data49) > 128){
const err124 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i8,schemaPath:"#/$defs/slug/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters"};
if(vErrors === null){
vErrors = [err124];
}
else {
vErrors.push(err124);
}
errors++;
}
if(!pattern6.test(data49)){
const err125 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i8,schemaPath:"#/$defs/slug/pattern",keyword:"pattern",params:{pattern: "^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"},message:"must match pattern \""+"^[a-z0-9]+(?:[-_.][a-z0-9]+)*$"+"\""};
if(vErrors === null){
vErrors = [err125];
}
else {
vErrors.push(err125);
}
errors++;
}
}
else {
const err126 = {instancePath:instancePath+"/downstream_hints/next_skills/" + i8,schemaPath:"#/$defs/slug/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err126];
}
else {
vErrors.push(err126);
}
errors++;
}
}
}
else {
const err127 = {instancePath:instancePath+"/downstream_hints/next_skills",schemaPath:"#/properties/downstream_hints/properties/next_skills/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err127];
}
else {
vErrors.push(err127);
}
errors++;
}
}
if(data47.expected_inputs !== undefined){
let data50 = data47.expected_inputs;
if(Array.isArray(data50)){
if(data50.length > 1000){
const err128 = {instancePath:instancePath+"/downstream_hints/expected_inputs",schemaPath:"#/properties/downstream_hints/properties/expected_inputs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err128];
}
else {
vErrors.push(err128);
}
errors++;
}
const len9 = data50.length;
for(let i9=0; i9<len9; i9++){
let data51 = data50[i9];
if(typeof data51 === "string"){
if(func1(data51) > 256){
const err129 = {instancePath:instancePath+"/downstream_hints/expected_inputs/" + i9,schemaPath:"#/properties/downstream_hints/properties/expected_inputs/items/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err129];
}
else {
vErrors.push(err129);
}
errors++;
}
}
else {
const err130 = {instancePath:instancePath+"/downstream_hints/expected_inputs/" + i9,schemaPath:"#/properties/downstream_hints/properties/expected_inputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err130];
}
else {
vErrors.push(err130);
}
errors++;
}
}
}
else {
const err131 = {instancePath:instancePath+"/downstream_hints/expected_inputs",schemaPath:"#/properties/downstream_hints/properties/expected_inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err131];
}
else {
vErrors.push(err131);
}
errors++;
}
}
}
else {
const err132 = {instancePath:instancePath+"/downstream_hints",schemaPath:"#/properties/downstream_hints/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err132];
}
else {
vErrors.push(err132);
}
errors++;
}
}
}
else {
const err133 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err133];
}
else {
vErrors.push(err133);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"schema_version":true,"passport_id":true,"created_at":true,"produced_by":true,"inputs":true,"outputs":true,"decisions":true,"parameters":true,"errors":true,"consumed_passports":true,"recorded_by":true,"downstream_hints":true},"dynamicProps":false,"dynamicItems":false};

exports.$W = validate24;
const schema38 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/config.schema.json","title":"passport-gate configuration (.passport-gate.yml)","type":"object","additionalProperties":false,"properties":{"outputs":{"description":"Globs (relative to the root) naming output directories that must carry a passport.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"ignore":{"description":"Globs of files and directories to leave out of discovery.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"rules":{"description":"Severity override per rule id: error, warning, notice or off.","type":"object","additionalProperties":{"enum":["error","warning","notice","off"]}},"path-base":{"description":"How inputs[]/outputs[] paths are resolved: relative to the repository root (the seed's convention) or to the passport's directory.","enum":["root","passport"]},"max-passport-bytes":{"description":"Passports larger than this are refused with passport-too-large.","type":"integer","minimum":1024,"maximum":1073741824},"allow-empty":{"description":"In all mode, accept a repository with no passports even when outputs globs are set.","type":"boolean"},"envelopes":{"description":"Globs of router handoff envelopes.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"skill-graphs":{"description":"Globs of skill graph files.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"packets":{"description":"Globs of agent handoff packets.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"reproduce":{"description":"passport-gate reproduce: how the recorded steps are run again.","type":"object","additionalProperties":false,"properties":{"nondeterministic":{"description":"Globs (relative to the root) of outputs that are re-made but not compared: a step does not make them byte for byte (run --nondeterministic records the same for one step). On a pull request the base commit's config decides.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000}}},"citations":{"description":"Citations (seed 000, hard rule 1) checked against the citation lock, passport-citations.lock.json, that `passport-gate resolve` writes. On a pull request the base commit's lock is in force.","type":"object","additionalProperties":false,"properties":{"lock":{"description":"required: every identifier a registry can resolve (DOI, PMID, PMCID, arXiv, accession) must have an entry in the lock in force (citation-unlocked); optional (the default): only what the lock records is checked.","enum":["required","optional"]}}},"engine":{"description":"The workflow engine's own record as a second witness (docs/snakemake.md): auto (the default) compares each passport with Snakemake's record of the same outputs where a .snakemake/metadata lies under the root; snakemake always does (none found is engine-record-missing); none never does. On a pull request the base commit's config decides.","enum":["auto","snakemake","none"]},"attestations":{"description":"Attested passports: which output directories' passports must carry a valid Sigstore bundle (<run-id>.passport.sigstore.json), and whose signatures count. On a pull request the base commit's config decides, and key files are read at the base commit.","type":"object","additionalProperties":false,"properties":{"require":{"description":"Globs of output directories whose passports must carry a valid bundle by a trusted signer.","type":"array","items":{"type":"string","minLength":1,"maxLength":512},"maxItems":1000},"trust":{"description":"Trusted signers: a PEM public key (a path in the repository), or a keyless identity (OIDC issuer, repository, workflow file and ref of the signing run, all four required).","type":"array","maxItems":100,"items":{"oneOf":[{"type":"object","additionalProperties":false,"required":["key"],"properties":{"key":{"type":"string","minLength":1,"maxLength":1024}}},{"type":"object","additionalProperties":false,"required":["issuer","repository","workflow","ref"],"properties":{"issuer":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^https://"},"repository":{"type":"string","minLength":3,"maxLength":256,"pattern":"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"},"workflow":{"type":"string","minLength":1,"maxLength":1024,"pattern":"^\\.github/workflows/[^@]+\\.ya?ml$"},"ref":{"type":"string","minLength":6,"maxLength":1024,"pattern":"^refs/"}}}]}},"trusted-root":{"description":"A Sigstore trusted root (trusted_root.json, e.g. GitHub's from `gh attestation trusted-root`) in the repository, read at the base commit, in place of the pinned Sigstore public-good root for keyless bundles.","type":"string","minLength":1,"maxLength":1024}}},"external-inputs":{"description":"Absolute directories outside the repository where inputs recorded as external (a reference genome, a database) may be read and verified by their sha256. Nothing else outside the repository is ever read; on a pull request the base branch's config decides.","type":"array","items":{"type":"string","minLength":2,"maxLength":4096,"pattern":"^/.*[^/]$"},"maxItems":100},"packet-max-age-seconds":{"description":"Longest allowed delay between a packet and its acknowledgment (the seed's 300 s).","type":"integer","minimum":0}}};
const func37 = Object.prototype.hasOwnProperty;
const pattern12 = new RegExp("^https://", "");
const pattern13 = new RegExp("^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$", "");
const pattern14 = new RegExp("^\\.github/workflows/[^@]+\\.ya?ml$", "");
const pattern15 = new RegExp("^refs/", "");
const pattern16 = new RegExp("^/.*[^/]$", "");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/config.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func37.call(schema38.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.outputs !== undefined){
let data0 = data.outputs;
if(Array.isArray(data0)){
if(data0.length > 1000){
const err1 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
const len0 = data0.length;
for(let i0=0; i0<len0; i0++){
let data1 = data0[i0];
if(typeof data1 === "string"){
if(func1(data1) > 512){
const err2 = {instancePath:instancePath+"/outputs/" + i0,schemaPath:"#/properties/outputs/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/outputs/" + i0,schemaPath:"#/properties/outputs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/outputs/" + i0,schemaPath:"#/properties/outputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath:instancePath+"/outputs",schemaPath:"#/properties/outputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ignore !== undefined){
let data2 = data.ignore;
if(Array.isArray(data2)){
if(data2.length > 1000){
const err6 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
const len1 = data2.length;
for(let i1=0; i1<len1; i1++){
let data3 = data2[i1];
if(typeof data3 === "string"){
if(func1(data3) > 512){
const err7 = {instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/properties/ignore/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func1(data3) < 1){
const err8 = {instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/properties/ignore/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/ignore/" + i1,schemaPath:"#/properties/ignore/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath:instancePath+"/ignore",schemaPath:"#/properties/ignore/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.rules !== undefined){
let data4 = data.rules;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
for(const key1 in data4){
let data5 = data4[key1];
if(!((((data5 === "error") || (data5 === "warning")) || (data5 === "notice")) || (data5 === "off"))){
const err11 = {instancePath:instancePath+"/rules/" + key1.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/properties/rules/additionalProperties/enum",keyword:"enum",params:{allowedValues: schema38.properties.rules.additionalProperties.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/rules",schemaPath:"#/properties/rules/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data["path-base"] !== undefined){
let data6 = data["path-base"];
if(!((data6 === "root") || (data6 === "passport"))){
const err13 = {instancePath:instancePath+"/path-base",schemaPath:"#/properties/path-base/enum",keyword:"enum",params:{allowedValues: schema38.properties["path-base"].enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data["max-passport-bytes"] !== undefined){
let data7 = data["max-passport-bytes"];
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err14 = {instancePath:instancePath+"/max-passport-bytes",schemaPath:"#/properties/max-passport-bytes/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 > 1073741824 || isNaN(data7)){
const err15 = {instancePath:instancePath+"/max-passport-bytes",schemaPath:"#/properties/max-passport-bytes/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1073741824},message:"must be <= 1073741824"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data7 < 1024 || isNaN(data7)){
const err16 = {instancePath:instancePath+"/max-passport-bytes",schemaPath:"#/properties/max-passport-bytes/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1024},message:"must be >= 1024"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
if(data["allow-empty"] !== undefined){
if(typeof data["allow-empty"] !== "boolean"){
const err17 = {instancePath:instancePath+"/allow-empty",schemaPath:"#/properties/allow-empty/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.envelopes !== undefined){
let data9 = data.envelopes;
if(Array.isArray(data9)){
if(data9.length > 1000){
const err18 = {instancePath:instancePath+"/envelopes",schemaPath:"#/properties/envelopes/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
const len2 = data9.length;
for(let i2=0; i2<len2; i2++){
let data10 = data9[i2];
if(typeof data10 === "string"){
if(func1(data10) > 512){
const err19 = {instancePath:instancePath+"/envelopes/" + i2,schemaPath:"#/properties/envelopes/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(func1(data10) < 1){
const err20 = {instancePath:instancePath+"/envelopes/" + i2,schemaPath:"#/properties/envelopes/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/envelopes/" + i2,schemaPath:"#/properties/envelopes/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/envelopes",schemaPath:"#/properties/envelopes/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data["skill-graphs"] !== undefined){
let data11 = data["skill-graphs"];
if(Array.isArray(data11)){
if(data11.length > 1000){
const err23 = {instancePath:instancePath+"/skill-graphs",schemaPath:"#/properties/skill-graphs/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const len3 = data11.length;
for(let i3=0; i3<len3; i3++){
let data12 = data11[i3];
if(typeof data12 === "string"){
if(func1(data12) > 512){
const err24 = {instancePath:instancePath+"/skill-graphs/" + i3,schemaPath:"#/properties/skill-graphs/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(func1(data12) < 1){
const err25 = {instancePath:instancePath+"/skill-graphs/" + i3,schemaPath:"#/properties/skill-graphs/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/skill-graphs/" + i3,schemaPath:"#/properties/skill-graphs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
}
else {
const err27 = {instancePath:instancePath+"/skill-graphs",schemaPath:"#/properties/skill-graphs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.packets !== undefined){
let data13 = data.packets;
if(Array.isArray(data13)){
if(data13.length > 1000){
const err28 = {instancePath:instancePath+"/packets",schemaPath:"#/properties/packets/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len4 = data13.length;
for(let i4=0; i4<len4; i4++){
let data14 = data13[i4];
if(typeof data14 === "string"){
if(func1(data14) > 512){
const err29 = {instancePath:instancePath+"/packets/" + i4,schemaPath:"#/properties/packets/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(func1(data14) < 1){
const err30 = {instancePath:instancePath+"/packets/" + i4,schemaPath:"#/properties/packets/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
else {
const err31 = {instancePath:instancePath+"/packets/" + i4,schemaPath:"#/properties/packets/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
else {
const err32 = {instancePath:instancePath+"/packets",schemaPath:"#/properties/packets/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.reproduce !== undefined){
let data15 = data.reproduce;
if(data15 && typeof data15 == "object" && !Array.isArray(data15)){
for(const key2 in data15){
if(!(key2 === "nondeterministic")){
const err33 = {instancePath:instancePath+"/reproduce",schemaPath:"#/properties/reproduce/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key2},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data15.nondeterministic !== undefined){
let data16 = data15.nondeterministic;
if(Array.isArray(data16)){
if(data16.length > 1000){
const err34 = {instancePath:instancePath+"/reproduce/nondeterministic",schemaPath:"#/properties/reproduce/properties/nondeterministic/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
const len5 = data16.length;
for(let i5=0; i5<len5; i5++){
let data17 = data16[i5];
if(typeof data17 === "string"){
if(func1(data17) > 512){
const err35 = {instancePath:instancePath+"/reproduce/nondeterministic/" + i5,schemaPath:"#/properties/reproduce/properties/nondeterministic/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(func1(data17) < 1){
const err36 = {instancePath:instancePath+"/reproduce/nondeterministic/" + i5,schemaPath:"#/properties/reproduce/properties/nondeterministic/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
else {
const err37 = {instancePath:instancePath+"/reproduce/nondeterministic/" + i5,schemaPath:"#/properties/reproduce/properties/nondeterministic/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
}
else {
const err38 = {instancePath:instancePath+"/reproduce/nondeterministic",schemaPath:"#/properties/reproduce/properties/nondeterministic/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/reproduce",schemaPath:"#/properties/reproduce/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.citations !== undefined){
let data18 = data.citations;
if(data18 && typeof data18 == "object" && !Array.isArray(data18)){
for(const key3 in data18){
if(!(key3 === "lock")){
const err40 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data18.lock !== undefined){
let data19 = data18.lock;
if(!((data19 === "required") || (data19 === "optional"))){
const err41 = {instancePath:instancePath+"/citations/lock",schemaPath:"#/properties/citations/properties/lock/enum",keyword:"enum",params:{allowedValues: schema38.properties.citations.properties.lock.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
else {
const err42 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
if(data.engine !== undefined){
let data20 = data.engine;
if(!(((data20 === "auto") || (data20 === "snakemake")) || (data20 === "none"))){
const err43 = {instancePath:instancePath+"/engine",schemaPath:"#/properties/engine/enum",keyword:"enum",params:{allowedValues: schema38.properties.engine.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.attestations !== undefined){
let data21 = data.attestations;
if(data21 && typeof data21 == "object" && !Array.isArray(data21)){
for(const key4 in data21){
if(!(((key4 === "require") || (key4 === "trust")) || (key4 === "trusted-root"))){
const err44 = {instancePath:instancePath+"/attestations",schemaPath:"#/properties/attestations/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key4},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data21.require !== undefined){
let data22 = data21.require;
if(Array.isArray(data22)){
if(data22.length > 1000){
const err45 = {instancePath:instancePath+"/attestations/require",schemaPath:"#/properties/attestations/properties/require/maxItems",keyword:"maxItems",params:{limit: 1000},message:"must NOT have more than 1000 items"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
const len6 = data22.length;
for(let i6=0; i6<len6; i6++){
let data23 = data22[i6];
if(typeof data23 === "string"){
if(func1(data23) > 512){
const err46 = {instancePath:instancePath+"/attestations/require/" + i6,schemaPath:"#/properties/attestations/properties/require/items/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
if(func1(data23) < 1){
const err47 = {instancePath:instancePath+"/attestations/require/" + i6,schemaPath:"#/properties/attestations/properties/require/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/attestations/require/" + i6,schemaPath:"#/properties/attestations/properties/require/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
}
else {
const err49 = {instancePath:instancePath+"/attestations/require",schemaPath:"#/properties/attestations/properties/require/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
if(data21.trust !== undefined){
let data24 = data21.trust;
if(Array.isArray(data24)){
if(data24.length > 100){
const err50 = {instancePath:instancePath+"/attestations/trust",schemaPath:"#/properties/attestations/properties/trust/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
const len7 = data24.length;
for(let i7=0; i7<len7; i7++){
let data25 = data24[i7];
const _errs53 = errors;
let valid21 = false;
let passing0 = null;
const _errs54 = errors;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.key === undefined){
const err51 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/required",keyword:"required",params:{missingProperty: "key"},message:"must have required property '"+"key"+"'"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
for(const key5 in data25){
if(!(key5 === "key")){
const err52 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key5},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
if(data25.key !== undefined){
let data26 = data25.key;
if(typeof data26 === "string"){
if(func1(data26) > 1024){
const err53 = {instancePath:instancePath+"/attestations/trust/" + i7+"/key",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/properties/key/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(func1(data26) < 1){
const err54 = {instancePath:instancePath+"/attestations/trust/" + i7+"/key",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/properties/key/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
else {
const err55 = {instancePath:instancePath+"/attestations/trust/" + i7+"/key",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/properties/key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
}
else {
const err56 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/0/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
var _valid0 = _errs54 === errors;
if(_valid0){
valid21 = true;
passing0 = 0;
var props0 = true;
}
const _errs59 = errors;
if(data25 && typeof data25 == "object" && !Array.isArray(data25)){
if(data25.issuer === undefined){
const err57 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "issuer"},message:"must have required property '"+"issuer"+"'"};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data25.repository === undefined){
const err58 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "repository"},message:"must have required property '"+"repository"+"'"};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
if(data25.workflow === undefined){
const err59 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "workflow"},message:"must have required property '"+"workflow"+"'"};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
if(data25.ref === undefined){
const err60 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/required",keyword:"required",params:{missingProperty: "ref"},message:"must have required property '"+"ref"+"'"};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
for(const key6 in data25){
if(!((((key6 === "issuer") || (key6 === "repository")) || (key6 === "workflow")) || (key6 === "ref"))){
const err61 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key6},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
if(data25.issuer !== undefined){
let data27 = data25.issuer;
if(typeof data27 === "string"){
if(func1(data27) > 1024){
const err62 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(func1(data27) < 1){
const err63 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(!pattern12.test(data27)){
const err64 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/pattern",keyword:"pattern",params:{pattern: "^https://"},message:"must match pattern \""+"^https://"+"\""};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
else {
const err65 = {instancePath:instancePath+"/attestations/trust/" + i7+"/issuer",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/issuer/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
}
if(data25.repository !== undefined){
let data28 = data25.repository;
if(typeof data28 === "string"){
if(func1(data28) > 256){
const err66 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/maxLength",keyword:"maxLength",params:{limit: 256},message:"must NOT have more than 256 characters"};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(func1(data28) < 3){
const err67 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/minLength",keyword:"minLength",params:{limit: 3},message:"must NOT have fewer than 3 characters"};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
if(!pattern13.test(data28)){
const err68 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+$"+"\""};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/attestations/trust/" + i7+"/repository",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/repository/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
}
if(data25.workflow !== undefined){
let data29 = data25.workflow;
if(typeof data29 === "string"){
if(func1(data29) > 1024){
const err70 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
if(func1(data29) < 1){
const err71 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
if(!pattern14.test(data29)){
const err72 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/pattern",keyword:"pattern",params:{pattern: "^\\.github/workflows/[^@]+\\.ya?ml$"},message:"must match pattern \""+"^\\.github/workflows/[^@]+\\.ya?ml$"+"\""};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
else {
const err73 = {instancePath:instancePath+"/attestations/trust/" + i7+"/workflow",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/workflow/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
}
if(data25.ref !== undefined){
let data30 = data25.ref;
if(typeof data30 === "string"){
if(func1(data30) > 1024){
const err74 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
if(func1(data30) < 6){
const err75 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/minLength",keyword:"minLength",params:{limit: 6},message:"must NOT have fewer than 6 characters"};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
if(!pattern15.test(data30)){
const err76 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/pattern",keyword:"pattern",params:{pattern: "^refs/"},message:"must match pattern \""+"^refs/"+"\""};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
}
else {
const err77 = {instancePath:instancePath+"/attestations/trust/" + i7+"/ref",schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/properties/ref/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
}
}
else {
const err78 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf/1/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid0 = _errs59 === errors;
if(_valid0 && valid21){
valid21 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid21 = true;
passing0 = 1;
if(props0 !== true){
props0 = true;
}
}
}
if(!valid21){
const err79 = {instancePath:instancePath+"/attestations/trust/" + i7,schemaPath:"#/properties/attestations/properties/trust/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf"};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err80 = {instancePath:instancePath+"/attestations/trust",schemaPath:"#/properties/attestations/properties/trust/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
if(data21["trusted-root"] !== undefined){
let data31 = data21["trusted-root"];
if(typeof data31 === "string"){
if(func1(data31) > 1024){
const err81 = {instancePath:instancePath+"/attestations/trusted-root",schemaPath:"#/properties/attestations/properties/trusted-root/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(func1(data31) < 1){
const err82 = {instancePath:instancePath+"/attestations/trusted-root",schemaPath:"#/properties/attestations/properties/trusted-root/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err82];
}
else {
vErrors.push(err82);
}
errors++;
}
}
else {
const err83 = {instancePath:instancePath+"/attestations/trusted-root",schemaPath:"#/properties/attestations/properties/trusted-root/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
}
else {
const err84 = {instancePath:instancePath+"/attestations",schemaPath:"#/properties/attestations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err84];
}
else {
vErrors.push(err84);
}
errors++;
}
}
if(data["external-inputs"] !== undefined){
let data32 = data["external-inputs"];
if(Array.isArray(data32)){
if(data32.length > 100){
const err85 = {instancePath:instancePath+"/external-inputs",schemaPath:"#/properties/external-inputs/maxItems",keyword:"maxItems",params:{limit: 100},message:"must NOT have more than 100 items"};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const len8 = data32.length;
for(let i8=0; i8<len8; i8++){
let data33 = data32[i8];
if(typeof data33 === "string"){
if(func1(data33) > 4096){
const err86 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
if(func1(data33) < 2){
const err87 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/minLength",keyword:"minLength",params:{limit: 2},message:"must NOT have fewer than 2 characters"};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
if(!pattern16.test(data33)){
const err88 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/pattern",keyword:"pattern",params:{pattern: "^/.*[^/]$"},message:"must match pattern \""+"^/.*[^/]$"+"\""};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
}
else {
const err89 = {instancePath:instancePath+"/external-inputs/" + i8,schemaPath:"#/properties/external-inputs/items/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
else {
const err90 = {instancePath:instancePath+"/external-inputs",schemaPath:"#/properties/external-inputs/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
}
if(data["packet-max-age-seconds"] !== undefined){
let data34 = data["packet-max-age-seconds"];
if(!(((typeof data34 == "number") && (!(data34 % 1) && !isNaN(data34))) && (isFinite(data34)))){
const err91 = {instancePath:instancePath+"/packet-max-age-seconds",schemaPath:"#/properties/packet-max-age-seconds/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
if((typeof data34 == "number") && (isFinite(data34))){
if(data34 < 0 || isNaN(data34)){
const err92 = {instancePath:instancePath+"/packet-max-age-seconds",schemaPath:"#/properties/packet-max-age-seconds/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
}
}
}
else {
const err93 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err93];
}
else {
vErrors.push(err93);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports.ZT = validate25;
const schema39 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$id":"https://passport-gate.dev/schemas/citation-lock.v1.schema.json","title":"passport-gate citation lock (passport-citations.lock.json)","description":"What `passport-gate resolve` found when it looked up every identifier the repository's passports cite (seed 000, hard rule 1): one entry per identifier, keyed by its canonical key (doi:…, pmid:…, pmcid:PMC…, arxiv:…, accession:…). The audit checks sources against this file offline; on a pull request the base commit's lock is the one in force.","type":"object","additionalProperties":false,"required":["lock_version","citations"],"properties":{"lock_version":{"description":"The lock format's version; this tool writes and reads 1.","const":1},"citations":{"type":"object","maxProperties":100000,"propertyNames":{"pattern":"^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$","maxLength":1024},"additionalProperties":{"$ref":"#/$defs/entry"}}},"$defs":{"entry":{"type":"object","additionalProperties":false,"required":["status","service","retrieved"],"properties":{"status":{"description":"resolved: the service holds the record; not-found: it answered that no such record exists (a fabricated or mistyped citation).","enum":["resolved","not-found"]},"service":{"description":"The registry that answered.","enum":["doi.org","ncbi-pubmed","ncbi-pmc","arxiv","ena","ncbi-gds","ncbi-assembly"]},"retrieved":{"description":"The date of the look-up (UTC, YYYY-MM-DD).","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},"title":{"description":"The record's title as the service gives it, when it gives one.","type":"string","maxLength":4096},"retracted":{"description":"True when the service marks the work retracted or withdrawn; false when it says it is not; absent when the service does not say.","type":"boolean"},"notice":{"description":"The retraction or withdrawal notice the service names (a DOI, or the service's words), when it is retracted.","type":"string","maxLength":1024}}}}};
const schema40 = {"type":"object","additionalProperties":false,"required":["status","service","retrieved"],"properties":{"status":{"description":"resolved: the service holds the record; not-found: it answered that no such record exists (a fabricated or mistyped citation).","enum":["resolved","not-found"]},"service":{"description":"The registry that answered.","enum":["doi.org","ncbi-pubmed","ncbi-pmc","arxiv","ena","ncbi-gds","ncbi-assembly"]},"retrieved":{"description":"The date of the look-up (UTC, YYYY-MM-DD).","type":"string","pattern":"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},"title":{"description":"The record's title as the service gives it, when it gives one.","type":"string","maxLength":4096},"retracted":{"description":"True when the service marks the work retracted or withdrawn; false when it says it is not; absent when the service does not say.","type":"boolean"},"notice":{"description":"The retraction or withdrawal notice the service names (a DOI, or the service's words), when it is retracted.","type":"string","maxLength":1024}}};
const pattern17 = new RegExp("^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$", "");
const pattern18 = new RegExp("^[0-9]{4}-[0-9]{2}-[0-9]{2}$", "");

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://passport-gate.dev/schemas/citation-lock.v1.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.lock_version === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "lock_version"},message:"must have required property '"+"lock_version"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.citations === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "citations"},message:"must have required property '"+"citations"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "lock_version") || (key0 === "citations"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.lock_version !== undefined){
if(1 !== data.lock_version){
const err3 = {instancePath:instancePath+"/lock_version",schemaPath:"#/properties/lock_version/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.citations !== undefined){
let data1 = data.citations;
if(data1 && typeof data1 == "object" && !Array.isArray(data1)){
if(Object.keys(data1).length > 100000){
const err4 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/maxProperties",keyword:"maxProperties",params:{limit: 100000},message:"must NOT have more than 100000 properties"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
for(const key1 in data1){
const _errs5 = errors;
if(typeof key1 === "string"){
if(func1(key1) > 1024){
const err5 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/propertyNames/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters",propertyName:key1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern17.test(key1)){
const err6 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/propertyNames/pattern",keyword:"pattern",params:{pattern: "^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$"},message:"must match pattern \""+"^(doi:10\\.[0-9]{4,9}/[^\\s]+|pmid:[1-9][0-9]{0,8}|pmcid:PMC[1-9][0-9]{0,8}|arxiv:[A-Za-z0-9./-]+|accession:[A-Z0-9_.]+)$"+"\"",propertyName:key1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
var valid1 = _errs5 === errors;
if(!valid1){
const err7 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/propertyNames",keyword:"propertyNames",params:{propertyName: key1},message:"property name must be valid"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
for(const key2 in data1){
let data2 = data1[key2];
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.status === undefined){
const err8 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "status"},message:"must have required property '"+"status"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.service === undefined){
const err9 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "service"},message:"must have required property '"+"service"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data2.retrieved === undefined){
const err10 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/required",keyword:"required",params:{missingProperty: "retrieved"},message:"must have required property '"+"retrieved"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
for(const key3 in data2){
if(!((((((key3 === "status") || (key3 === "service")) || (key3 === "retrieved")) || (key3 === "title")) || (key3 === "retracted")) || (key3 === "notice"))){
const err11 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.status !== undefined){
let data3 = data2.status;
if(!((data3 === "resolved") || (data3 === "not-found"))){
const err12 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/status",schemaPath:"#/$defs/entry/properties/status/enum",keyword:"enum",params:{allowedValues: schema40.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.service !== undefined){
let data4 = data2.service;
if(!(((((((data4 === "doi.org") || (data4 === "ncbi-pubmed")) || (data4 === "ncbi-pmc")) || (data4 === "arxiv")) || (data4 === "ena")) || (data4 === "ncbi-gds")) || (data4 === "ncbi-assembly"))){
const err13 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/service",schemaPath:"#/$defs/entry/properties/service/enum",keyword:"enum",params:{allowedValues: schema40.properties.service.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.retrieved !== undefined){
let data5 = data2.retrieved;
if(typeof data5 === "string"){
if(!pattern18.test(data5)){
const err14 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/retrieved",schemaPath:"#/$defs/entry/properties/retrieved/pattern",keyword:"pattern",params:{pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$"},message:"must match pattern \""+"^[0-9]{4}-[0-9]{2}-[0-9]{2}$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/retrieved",schemaPath:"#/$defs/entry/properties/retrieved/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data2.title !== undefined){
let data6 = data2.title;
if(typeof data6 === "string"){
if(func1(data6) > 4096){
const err16 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",schemaPath:"#/$defs/entry/properties/title/maxLength",keyword:"maxLength",params:{limit: 4096},message:"must NOT have more than 4096 characters"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/title",schemaPath:"#/$defs/entry/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data2.retracted !== undefined){
if(typeof data2.retracted !== "boolean"){
const err18 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/retracted",schemaPath:"#/$defs/entry/properties/retracted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data2.notice !== undefined){
let data8 = data2.notice;
if(typeof data8 === "string"){
if(func1(data8) > 1024){
const err19 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/notice",schemaPath:"#/$defs/entry/properties/notice/maxLength",keyword:"maxLength",params:{limit: 1024},message:"must NOT have more than 1024 characters"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1")+"/notice",schemaPath:"#/$defs/entry/properties/notice/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
else {
const err21 = {instancePath:instancePath+"/citations/" + key2.replace(/~/g, "~0").replace(/\//g, "~1"),schemaPath:"#/$defs/entry/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
}
else {
const err22 = {instancePath:instancePath+"/citations",schemaPath:"#/properties/citations/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

/** Validators by schema key. */
module.exports.y$ = {
  "passport": module.exports.P,
  "config": module.exports.$W,
  "citation-lock": module.exports.ZT,
};


/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
var __webpack_exports__ = {};

// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  j1: () => (/* reexport */ errors/* ConfigurationError */.j1),
  PV: () => (/* reexport */ DEFAULT_CONFIG),
  yH: () => (/* reexport */ in_toto/* IN_TOTO_STATEMENT_TYPE */.yH),
  _H: () => (/* reexport */ in_toto/* MATERIAL_PASSPORT_PREDICATE_TYPE */._H),
  kA: () => (/* reexport */ StampError),
  xv: () => (/* reexport */ version_VERSION),
  sb: () => (/* binding */ lib_audit),
  Qx: () => (/* reexport */ auditRepository),
  ZG: () => (/* reexport */ buildGraph),
  Z9: () => (/* reexport */ loadConfig),
  UP: () => (/* reexport */ loadPassports),
  qu: () => (/* reexport */ renderDot),
  m6: () => (/* reexport */ renderMermaid),
  Hk: () => (/* reexport */ selectNeighbourhood),
  iE: () => (/* reexport */ stamp),
  sv: () => (/* reexport */ in_toto/* toInTotoStatement */.sv),
  YS: () => (/* reexport */ toProvDocument)
});

// NAMESPACE OBJECT: ./src/hash/file-processor.ts
var file_processor_namespaceObject = {};
__nccwpck_require__.r(file_processor_namespaceObject);
__nccwpck_require__.d(file_processor_namespaceObject, {
  beginFile: () => (beginFile),
  cancelFile: () => (cancelFile),
  cancelNothing: () => (cancelNothing),
  closeQuietly: () => (closeQuietly),
  createFileProcessor: () => (createFileProcessor),
  digestWhole: () => (digestWhole),
  errorCode: () => (errorCode),
  finishFile: () => (finishFile),
  finishLargeFile: () => (finishLargeFile),
  finishedTask: () => (finishedTask),
  probeRegularFile: () => (probeRegularFile),
  readWhole: () => (readWhole),
  refusalOf: () => (refusalOf),
  startBlobId: () => (startBlobId),
  stepLargeFile: () => (stepLargeFile),
  stepReadFile: () => (stepReadFile),
  stepSmallFile: () => (stepSmallFile)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __nccwpck_require__(1455);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
var external_node_path_default = /*#__PURE__*/__nccwpck_require__.n(external_node_path_);
;// CONCATENATED MODULE: ./src/util/did-you-mean.ts
/**
 * "Did you mean …?" for mistyped commands, flags, config keys and rule ids, as
 * git, cargo and actionlint suggest them.
 *
 * Why a hand-written distance rather than a package: the common typo of a flag
 * is two letters swapped (`--fromat`), which plain Levenshtein (what
 * fastest-levenshtein and leven compute) counts as two edits and the
 * optimal-string-alignment variant of Damerau–Levenshtein counts as one. The
 * candidates are a few dozen short names, so the textbook O(n·m) table is all
 * the speed needed; the whole algorithm is the twenty lines below.
 */
/**
 * Optimal string alignment distance: the number of insertions, deletions,
 * substitutions and transpositions of two adjacent characters that turn `a`
 * into `b`, no substring edited twice (Damerau–Levenshtein's restricted form).
 */
function editDistance(a, b) {
    if (a === b)
        return 0;
    // Three rows of the table: two back for transpositions, one back, and the current one.
    let before = new Array(b.length + 1).fill(0);
    let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
    let current = new Array(b.length + 1).fill(0);
    for (let i = 1; i <= a.length; i++) {
        current[0] = i;
        for (let j = 1; j <= b.length; j++) {
            const cost = a[i - 1] === b[j - 1] ? 0 : 1;
            let d = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
            if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
                d = Math.min(d, before[j - 2] + 1);
            }
            current[j] = d;
        }
        [before, previous, current] = [previous, current, before];
    }
    return previous[b.length];
}
/**
 * The candidates closest to `input`: those within a third of its length in
 * edits (at least one edit, so `--al` finds `--all`), the nearest first; or,
 * when none is that close, the one candidate `input` is a prefix of (at least
 * three characters, as git completes an abbreviated option). Case is ignored.
 * At most three are returned; none when nothing is close.
 */
function findSimilar(input, candidates) {
    const typed = input.toLowerCase();
    const limit = Math.max(1, Math.floor(typed.length / 3));
    const scored = [];
    const prefixed = [];
    for (const name of new Set(candidates)) {
        const lower = name.toLowerCase();
        if (lower === typed)
            continue;
        const distance = editDistance(typed, lower);
        if (distance <= limit)
            scored.push({ name, distance });
        else if (typed.length >= 3 && lower.startsWith(typed))
            prefixed.push(name);
    }
    if (scored.length > 0) {
        scored.sort((x, y) => x.distance - y.distance || (x.name < y.name ? -1 : 1));
        const best = scored[0]?.distance;
        return scored
            .filter((s) => s.distance === best)
            .slice(0, 3)
            .map((s) => s.name);
    }
    return prefixed.length === 1 ? prefixed : [];
}
/**
 * `; did you mean "x"?` (or `…one of "x", "y"?`) for the closest candidates,
 * '' when none is close. `quote` formats each name (default: JSON quotes).
 */
function didYouMean(input, candidates, quote = (n) => JSON.stringify(n)) {
    const similar = findSimilar(input, candidates);
    if (similar.length === 0)
        return '';
    if (similar.length === 1)
        return `; did you mean ${quote(similar[0])}?`;
    return `; did you mean one of ${similar.map(quote).join(', ')}?`;
}

// EXTERNAL MODULE: ./src/util/globs.ts
var globs = __nccwpck_require__(2395);
// EXTERNAL MODULE: ./src/util/errors.ts
var errors = __nccwpck_require__(17);
// EXTERNAL MODULE: ./src/formats/schema-validator.ts
var schema_validator = __nccwpck_require__(2446);
// EXTERNAL MODULE: ./src/util/relative-path.ts
var relative_path = __nccwpck_require__(9344);
;// CONCATENATED MODULE: ./src/fs/paths.ts
/**
 * Path containment for untrusted paths, on the file system. Every path that
 * comes from an audited document goes through util/relative-path.ts's
 * checkRelativePath before any file system call, and through
 * {@link resolveInsideRoot} (which follows symlinks) before a read.
 */



/** True when `child` is `parent` or lies under it, by path relation (not string prefix). */
function isInside(parent, child) {
    const rel = external_node_path_default().relative(parent, child);
    return (rel === '' ||
        (!rel.startsWith('..') && !external_node_path_default().isAbsolute(rel) && rel.split((external_node_path_default()).sep)[0] !== '..'));
}
/**
 * Resolves a lexically checked relative path under `realRoot` (already passed
 * through realpath) following symlinks, and checks the target stays inside.
 */
async function resolveInsideRoot(realRoot, rel) {
    const absolute = external_node_path_default().join(realRoot, ...rel.split('/'));
    let real;
    try {
        real = await (0,promises_.realpath)(absolute);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR') {
            // A missing file can still sit behind a directory symlink that leaves the root: check the parent chain.
            const parentReal = await realParentOf(absolute, realRoot);
            if (parentReal !== null && !isInside(realRoot, parentReal))
                return { ok: false, reason: 'outside-via-symlink' };
            return { ok: false, reason: 'missing' };
        }
        if (code === 'ELOOP')
            return { ok: false, reason: 'outside-via-symlink' };
        return { ok: false, reason: 'missing' };
    }
    if (!isInside(realRoot, real))
        return { ok: false, reason: 'outside-via-symlink' };
    // A symlink into git's store is refused like one out of the root: nothing there is read.
    if (real !== realRoot && (0,relative_path/* isInGitDir */.lA)(toPosixRelative(realRoot, real)))
        return { ok: false, reason: 'outside-via-symlink' };
    return { ok: true, absolute, real };
}
/** realpath of the nearest existing ancestor of `absolute`, or null. */
async function realParentOf(absolute, stop) {
    let dir = external_node_path_default().dirname(absolute);
    while (isInside(stop, dir)) {
        try {
            return await (0,promises_.realpath)(dir);
        }
        catch {
            if (dir === stop)
                return null;
            dir = external_node_path_default().dirname(dir);
        }
    }
    return null;
}
/** `to` relative to `from`, with `/` between its names on every platform (as reports spell paths). */
function toPosixRelative(from, to) {
    return external_node_path_default().relative(from, to).split((external_node_path_default()).sep).join('/');
}
/**
 * Where `root` lies below `base`, as a POSIX prefix for repository-relative paths ('' when it is
 * `base` itself, or not below it). The action prefixes the workspace's audited root this way,
 * and `audit --format sarif` the working directory's, so code scanning finds the files.
 */
function toPathPrefix(base, root) {
    const rel = toPosixRelative(base, root);
    return rel.startsWith('..') || path.isAbsolute(rel) ? '' : rel;
}
/** Most symlinks followed resolving one path: Linux's own limit (MAXSYMLINKS). */
const MAX_SYMLINK_HOPS = 40;
/**
 * The repository-relative paths resolving `rel` under `realRoot` passes through: each symlink
 * on the way, by its own path, then the path it ends at (which may not exist). A change to any
 * of them changes what `rel` reads. Resolution stops, with what it has seen, where it would
 * leave the root, loop, or read a link that cannot be read.
 */
async function listSymlinkChain(realRoot, rel) {
    const seen = [];
    let resolved = [];
    let todo = rel.split('/');
    let hops = 0;
    while (todo.length > 0) {
        const name = todo.shift();
        if (name === '' || name === '.')
            continue;
        if (name === '..') {
            if (resolved.length === 0)
                return seen;
            resolved.pop();
            continue;
        }
        const next = [...resolved, name];
        const absolute = external_node_path_default().join(realRoot, ...next);
        let isLink;
        try {
            isLink = (await (0,promises_.lstat)(absolute)).isSymbolicLink();
        }
        catch {
            // Missing (or under a file): the path it would be, had it existed.
            const missing = external_node_path_default().posix.normalize([...next, ...todo].join('/'));
            if (missing !== '..' && !missing.startsWith('../'))
                seen.push(missing);
            return seen;
        }
        if (!isLink) {
            resolved = next;
            continue;
        }
        seen.push(next.join('/'));
        if (++hops > MAX_SYMLINK_HOPS)
            return seen;
        let target;
        try {
            target = await (0,promises_.readlink)(absolute);
        }
        catch {
            return seen;
        }
        if (external_node_path_default().isAbsolute(target)) {
            const inside = external_node_path_default().relative(realRoot, target);
            if (inside === '..' || inside.startsWith(`..${(external_node_path_default()).sep}`) || external_node_path_default().isAbsolute(inside))
                return seen;
            resolved = [];
            todo = [...inside.split((external_node_path_default()).sep), ...todo];
        }
        else {
            todo = [...target.split('/'), ...todo];
        }
    }
    if (resolved.length > 0)
        seen.push(resolved.join('/'));
    return seen;
}

;// CONCATENATED MODULE: external "node:fs"
const external_node_fs_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");
;// CONCATENATED MODULE: ./src/fs/safe-read.ts
/**
 * Reading untrusted files without blocking: FIFOs, sockets and devices are
 * never read. The file is opened with O_NONBLOCK (a FIFO with no writer would
 * otherwise block the open itself) and O_NOFOLLOW (the caller has already
 * resolved symlinks; a swap after that check must not be followed), then
 * fstat decides on the open descriptor, so there is no check-then-use race.
 */




/** open(2) flags for untrusted files; shared with the hashing workers (hash/hash-worker.ts). */
const SAFE_OPEN_FLAGS = external_node_fs_namespaceObject.constants.O_RDONLY | (external_node_fs_namespaceObject.constants.O_NONBLOCK ?? 0) | (external_node_fs_namespaceObject.constants.O_NOFOLLOW ?? 0);
/** Describes a non-regular file type for messages. */
function describeFileType(stats) {
    if (stats.isFIFO())
        return 'a FIFO';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice())
        return 'a character device';
    if (stats.isBlockDevice())
        return 'a block device';
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isSymbolicLink())
        return 'a symbolic link';
    return 'not a regular file';
}
/** {@link describeFileType} from a raw st_mode (the hashing workers report modes, not Stats). */
function describeFileMode(mode) {
    const type = mode & external_node_fs_namespaceObject.constants.S_IFMT;
    if (type === external_node_fs_namespaceObject.constants.S_IFIFO)
        return 'a FIFO';
    if (type === external_node_fs_namespaceObject.constants.S_IFSOCK)
        return 'a socket';
    if (type === external_node_fs_namespaceObject.constants.S_IFCHR)
        return 'a character device';
    if (type === external_node_fs_namespaceObject.constants.S_IFBLK)
        return 'a block device';
    if (type === external_node_fs_namespaceObject.constants.S_IFDIR)
        return 'a directory';
    if (type === external_node_fs_namespaceObject.constants.S_IFLNK)
        return 'a symbolic link';
    return 'not a regular file';
}
/** Why an open(2) with {@link SAFE_OPEN_FLAGS} failed, from its error code. */
function describeOpenError(code) {
    if (code === 'ENOENT' || code === 'ENOTDIR')
        return { ok: false, reason: 'missing', detail: 'does not exist' };
    if (code === 'ELOOP')
        return { ok: false, reason: 'not-regular', detail: 'is a symbolic link' };
    if (code === 'ENXIO')
        return { ok: false, reason: 'not-regular', detail: 'is a socket or FIFO' };
    if (code === 'EISDIR')
        return { ok: false, reason: 'not-regular', detail: 'is a directory' };
    return { ok: false, reason: 'io', detail: `could not be opened (${code})` };
}
/**
 * Opens a regular file for reading, or says why not. The caller closes the handle.
 */
async function openRegularFile(absolute) {
    let handle;
    try {
        handle = await (0,promises_.open)(absolute, SAFE_OPEN_FLAGS);
    }
    catch (error) {
        return describeOpenError(error.code ?? 'EIO');
    }
    try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
            await handle.close();
            return { ok: false, reason: 'not-regular', detail: `is ${describeFileType(stats)}` };
        }
        return { ok: true, handle, stats };
    }
    catch (error) {
        await handle.close().catch(() => undefined);
        return {
            ok: false,
            reason: 'io',
            detail: `could not be inspected (${error.code ?? 'EIO'})`,
        };
    }
}
/**
 * Reads a whole regular file if it is at most `maxBytes`; refuses anything else
 * with a reason. Never throws for file-system conditions.
 */
async function readFileCapped(absolute, maxBytes) {
    const opened = await openRegularFile(absolute);
    if (!opened.ok)
        return opened;
    const { handle, stats } = opened;
    try {
        if (stats.size > maxBytes) {
            return {
                ok: false,
                reason: 'too-large',
                detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
                size: stats.size,
            };
        }
        // Read one byte past the recorded size to notice a file that grew meanwhile.
        const buffer = Buffer.allocUnsafe(stats.size + 1);
        let total = 0;
        for (;;) {
            const { bytesRead } = await handle.read(buffer, total, buffer.length - total, total);
            if (bytesRead === 0)
                break;
            total += bytesRead;
            if (total > stats.size) {
                return {
                    ok: false,
                    reason: 'changed',
                    detail: 'grew while it was being read',
                    size: stats.size,
                };
            }
        }
        if (total !== stats.size)
            return {
                ok: false,
                reason: 'changed',
                detail: 'shrank while it was being read',
                size: stats.size,
            };
        return { ok: true, bytes: buffer.subarray(0, total), size: total };
    }
    catch (error) {
        return {
            ok: false,
            reason: 'io',
            detail: `could not be read (${error.code ?? 'EIO'})`,
        };
    }
    finally {
        await handle.close().catch(() => undefined);
    }
}
/**
 * Reads the repository-relative path `rel` under `realRoot` (already passed through realpath)
 * like {@link readFileCapped}, after following its symlinks, which must stay inside the root.
 */
async function readFileInside(realRoot, rel, maxBytes) {
    const resolved = await resolveInsideRoot(realRoot, rel);
    if (!resolved.ok) {
        return resolved.reason === 'missing'
            ? { ok: false, reason: 'missing', detail: 'does not exist' }
            : { ok: false, reason: 'outside-root', detail: relative_path/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink'] };
    }
    return readFileCapped(resolved.real, maxBytes);
}

;// CONCATENATED MODULE: ./src/core/rule-registry.ts
/**
 * The rule registry: every rule id passport-gate can report, with the family that
 * judges it, its default severity, a one-line description and its docs anchor. Findings, config
 * validation (`rules:` keys), SARIF rule metadata and docs/rules.md all read
 * this one list, so a rule cannot exist in one place and not another.
 *
 * Rule ids are a public contract (config files, annotations, SARIF): never
 * rename one; add a new id instead.
 */
/** Where docs/rules.md is published; each rule has an anchor equal to its id. */
const RULES_DOC_URL = 'https://github.com/passport-gate/passport-gate/blob/main/docs/rules.md';
const rule = (id, family, format, defaultSeverity, description) => ({ id, family, format, defaultSeverity, description });
/** Every rule, in the order docs/rules.md presents them. */
const RULES = [
    // Material Passport (seed 000)
    rule('passport-invalid-json', 'passport-document', 'passport', 'error', 'The passport is not parseable JSON (empty, BOM, invalid UTF-8, syntax error or trailing data).'),
    rule('passport-duplicate-key', 'passport-document', 'passport', 'error', 'An object in the passport repeats a key, so its meaning is ambiguous.'),
    rule('passport-too-large', 'passport-document', 'passport', 'error', 'The passport exceeds the size, nesting or value cap and was not parsed.'),
    rule('passport-schema', 'passport-document', 'passport', 'error', 'The passport violates the Material Passport v1 schema.'),
    rule('passport-id-placeholder', 'passport-document', 'passport', 'warning', 'The passport_id is the seed\'s placeholder "uuid-v4" (its example passport) rather than a UUIDv4.'),
    rule('passport-unsupported-version', 'passport-document', 'passport', 'error', 'The passport schema_version has a major version other than 1.'),
    rule('passport-duplicate-id', 'chain', 'passport', 'error', 'Two passport files share one passport_id.'),
    rule('passport-id-reused', 'chain', 'passport', 'error', 'A passport_id the base commit knew on another passport, with other outputs, reappears on this one.'),
    rule('run-record-replaced-by-hand', 'chain', 'passport', 'error', 'A passport the base commit holds as written by `passport-gate run` is a hand record (`stamp`) now, with the same inputs and code but other outputs.'),
    rule('passport-run-id-empty', 'passport-document', 'passport', 'error', 'A passport file is named `.passport.json`: its run id (`<run-id>.passport.json`) is empty.'),
    rule('passport-missing', 'output-directories', 'passport', 'error', 'An output directory holds files but no passport (integrity-audit mode 4, missing provenance); without outputs: configured, output directories are inferred from the passports.'),
    rule('artifact-missing', 'file-access', 'artifact', 'error', 'An output listed by a passport does not exist.'),
    rule('artifact-hash-mismatch', 'artifact-digests', 'artifact', 'error', 'The sha256 of an output differs from the one its passport records.'),
    rule('artifact-size-mismatch', 'artifact-digests', 'artifact', 'error', 'The size of an output differs from its recorded size_bytes while its sha256 matches.'),
    rule('artifact-unlisted', 'output-directories', 'artifact', 'error', 'A file in an output directory is listed in the `outputs[]` of no passport there.'),
    rule('artifact-not-colocated', 'output-directories', 'artifact', 'error', "An output is listed outside its passport's directory (neither in it nor below it)."),
    rule('artifact-unreadable', 'file-access', 'artifact', 'error', 'An artifact is not a regular file (FIFO, socket, device, directory) or changed while it was read.'),
    rule('input-hash-mismatch', 'artifact-digests', 'artifact', 'error', 'An input present in the repository hashes differently from its recorded sha256.'),
    rule('input-missing', 'file-access', 'artifact', 'error', 'An input the passport records in the repository does not exist: renamed or deleted since the step read it.'),
    rule('input-unprovenanced', 'artifact-digests', 'artifact', 'error', 'An input has no producing passport (no passport the audit can read lists its path among the outputs of its own directory), no verifiable `source` and no `external` record.'),
    rule('input-external-unverified', 'external-inputs', 'artifact', 'notice', 'An external input (outside the repository) could not be verified: no configured external-inputs location holds it, or it is not there.'),
    rule('input-external-mismatch', 'external-inputs', 'artifact', 'error', 'An external input, reachable under a configured external-inputs location, hashes differently from its recorded sha256 or is not a regular file there.'),
    rule('path-outside-root', 'file-access', 'artifact', 'error', 'A path is absolute, climbs out with .., or resolves (through symlinks) outside the repository root.'),
    rule('path-ambiguous', 'file-access', 'artifact', 'warning', 'A path contains invisible or bidirectional control characters, differs from another only by case or Unicode normalization, or is written with a backslash or a trailing `/`.'),
    rule('path-not-utf8', 'run-level', 'artifact', 'error', 'A file or directory name is not valid UTF-8, so no passport can name it and it (with anything below it) was not audited.'),
    rule('directory-unreadable', 'run-level', 'artifact', 'error', 'A directory could not be listed, so nothing below it was audited.'),
    // Attested passports (who produced a passport: a Sigstore bundle beside it)
    rule('attestation-missing', 'attestations', 'passport', 'error', 'A passport under attestations.require has no Sigstore bundle (<run-id>.passport.sigstore.json) beside it.'),
    rule('attestation-invalid', 'attestations', 'passport', 'error', "A passport's bundle does not verify: unreadable, a bad signature, a broken certificate chain or log proof, or it signs other bytes than the passport and outputs now."),
    rule('attestation-untrusted', 'attestations', 'passport', 'error', "A passport's bundle verifies, but its signer (key or workflow identity) is not one the base commit's attestations.trust names."),
    rule('exit-nonzero', 'passport-document', 'passport', 'error', 'An errors[] entry records a non-zero exit_code.'),
    rule('citation-invalid', 'passport-document', 'passport', 'error', "An artifact `source` is not a verifiable record (DOI, PMID, PMCID, arXiv id, ISBN with its check digit, an accession of a known archive, an identifier's resolver address, URL with retrieval date) nor the statement `unresolved: <why>`: free text, an empty string, more than one identifier, a malformed identifier, or a bad check digit."),
    rule('citation-not-found', 'citations', 'passport', 'error', "A cited identifier's registry has no such record, as the citation lock in force records (`passport-gate resolve`): a mistyped or fabricated citation."),
    rule('citation-retracted', 'citations', 'passport', 'error', 'A cited work is retracted or withdrawn, as its registry says in the citation lock in force.'),
    rule('citation-unlocked', 'citations', 'passport', 'error', 'A cited identifier is not in the lock in force where one is required: the config says `citations: lock: required`, or the run asked the registries and this one could not be asked.'),
    rule('citation-lock-invalid', 'citations', 'run', 'error', 'The citation lock in force (passport-citations.lock.json) cannot be read: not JSON, not the lock schema, or too large.'),
    rule('citation-lock-changed', 'citations', 'run', 'notice', "The change edits passport-citations.lock.json; the trusted commit's lock stays in force until a run asks the registries."),
    rule('citation-lock-stale', 'citations', 'run', 'error', "The committed citation lock differs from what the registries say now (a run that asked them: the action's resolve-citations)."),
    rule('chain-unresolved', 'chain', 'chain', 'error', 'A consumed_passports id matches no passport in the repository that the audit can read.'),
    rule('chain-cycle', 'chain', 'chain', 'error', 'The consumed_passports graph has a cycle.'),
    rule('chain-missing-reference', 'chain', 'chain', 'error', "An input has the same path and the same sha256 as another passport's output, but that passport is not in consumed_passports."),
    rule('artifact-multiple-producers', 'chain', 'chain', 'error', 'Two passports list the same file as an output: a file has one producer.'),
    rule('chain-stale', 'chain', 'chain', 'error', 'The passport is stale: an input it records is no longer what its producer records (changed, renamed or deleted and the producer re-stamped), or it consumes a stale passport; it is a step of the re-run plan.'),
    rule('chain-time-order', 'chain', 'chain', 'error', "A consumer's created_at is earlier than its producer's."),
    rule('chain-time-unorderable', 'chain', 'chain', 'error', "A passport's created_at passes the schema but cannot be ordered (a leap second), so chain-time-order cannot be checked on its edges."),
    rule('chain-next-skill', 'chain', 'chain', 'notice', "The producer's downstream_hints.next_skills leaves out this consuming skill (an empty list leaves out every consumer)."),
    rule('chain-expected-input', 'chain', 'chain', 'notice', "An input taken from a producer's outputs has a type its downstream_hints.expected_inputs does not list."),
    // Router handoff envelope and skill graph (seed 002)
    rule('envelope-invalid-yaml', 'handoffs', 'envelope', 'error', 'The handoff envelope is not parseable YAML (duplicate keys included).'),
    rule('envelope-schema', 'handoffs', 'envelope', 'error', 'The handoff envelope violates the envelope v1 schema.'),
    rule('envelope-unobserved', 'handoffs', 'envelope', 'error', 'The envelope claims execution that was not observed, or fills a summary for a stage that did not run.'),
    rule('envelope-pass-limit', 'handoffs', 'envelope', 'error', 'pass.index is below 1 or above pass.max, or pass.max exceeds the canonical two passes.'),
    rule('envelope-unrepaired-fail', 'handoffs', 'envelope', 'error', 'A verifier FAIL does not end in one repair or a reported failure.'),
    rule('envelope-fail-no-blocking-errors', 'handoffs', 'envelope', 'error', 'verification_summary.status is FAIL but blocking_errors lists nothing.'),
    rule('envelope-return-to-router', 'handoffs', 'envelope', 'error', 'The envelope gives a return_to_router_reason but next_action names another skill than the router.'),
    rule('envelope-guard-identity', 'handoffs', 'envelope', 'error', 'A visual_prompt flagged human_representation_sensitive does not protect identity_and_cultural_specificity.'),
    rule('envelope-execution-unevidenced', 'handoffs', 'envelope', 'error', 'The envelope says a stage was executed, but the repository holds no host record of that run.'),
    rule('envelope-unordered', 'handoffs', 'envelope', 'error', "A directory's envelopes cannot be put in order, or pass.index goes back along their order."),
    rule('envelope-bypasses-router', 'handoffs', 'envelope', 'error', 'Between consecutive envelopes a skill other than the router changes what the router decides.'),
    rule('envelope-interpretation-unescalated', 'handoffs', 'envelope', 'error', 'An envelope with intent: interpret carries detector signals but hands control to a skill other than false-positive-reviewer, the router or the detector.'),
    rule('envelope-mutation-unrouted', 'handoffs', 'envelope', 'error', 'An envelope with a read-only intent (detect, or interpret without detector signals) hands control to a mutation owner (voice-preserving-rewriter, file-edit-in-place) instead of the router.'),
    rule('graph-invalid-yaml', 'handoffs', 'graph', 'error', 'The skill graph is not parseable YAML (duplicate keys included).'),
    rule('graph-schema', 'handoffs', 'graph', 'error', 'The skill graph violates the skill-graph v1 schema.'),
    rule('graph-unknown-skill', 'handoffs', 'graph', 'error', "An edge or an envelope's next_action names a skill the graph does not declare."),
    rule('graph-terminal-outgoing', 'handoffs', 'graph', 'error', 'A terminal skill has an outgoing edge.'),
    rule('graph-edge-type', 'handoffs', 'graph', 'error', 'A typed edge connects other skills than the seed says its type connects.'),
    rule('graph-canonical-role', 'handoffs', 'graph', 'error', 'A skill the seed names is declared with another decision class, or the reviewer as not terminal.'),
    rule('graph-unbounded-cycle', 'handoffs', 'graph', 'error', 'A cycle in the skill graph has no edge with max_reentries <= 1.'),
    rule('graph-shared-ownership', 'handoffs', 'graph', 'error', 'Two skills own the same decision class.'),
    // Agent handoff packet (seed 004)
    rule('packet-invalid-json', 'handoffs', 'packet', 'error', 'The handoff packet is not parseable JSON.'),
    rule('packet-schema', 'handoffs', 'packet', 'error', 'The handoff packet violates the packet v1 schema.'),
    rule('packet-misfiled', 'handoffs', 'packet', 'error', "The packet is not in its to_agent's inbox, or its file name is not its handoff_id."),
    rule('packet-payload-schema', 'handoffs', 'packet', 'error', "The payload fails the packet's own output schema, or that schema does not compile."),
    rule('packet-payload-unvalidated', 'handoffs', 'packet', 'notice', 'The packet declares no output_schema, so its payload cannot be validated.'),
    rule('packet-unacknowledged', 'handoffs', 'packet', 'error', 'No acknowledgment file sits beside the packet.'),
    rule('packet-ack-invalid', 'handoffs', 'packet', 'error', 'The acknowledgment is not JSON, names another handoff or another agent than the receiver, is not ready to proceed, or predates the packet.'),
    rule('packet-stale', 'handoffs', 'packet', 'error', 'The acknowledgment came later than the allowed age after the packet.'),
    rule('packet-conflict', 'handoffs', 'packet', 'error', "Packets into one inbox conflict: a version downgrade or a change of sender (the seed's detect_handoff_conflict)."),
    rule('packet-next-agent', 'handoffs', 'packet', 'warning', 'next_steps.agent differs from to_agent.'),
    rule('packet-time-unorderable', 'handoffs', 'packet', 'error', 'A packet or acknowledgment timestamp passes the schema but cannot be ordered (a leap second), so its staleness and order cannot be checked.'),
    // The run itself
    rule('outputs-empty', 'run-level', 'run', 'error', 'The config names output directories but the repository holds no passports (set allow-empty to accept).'),
    rule('scope-widened', 'run-level', 'run', 'notice', 'A changed file name could not be placed in the tree, so every output directory was audited instead.'),
    rule('scope-empty', 'run-level', 'run', 'notice', 'The change touches no output directory or handoff file; nothing needed auditing.'),
    rule('submodule-unverified', 'run-level', 'run', 'error', 'A submodule in an output directory, or named by the change, is checked out without its content, so the gate cannot see it.'),
    rule('config-changed', 'run-level', 'run', 'notice', "The pull request changes the gate's config; the base commit's config is in force until merge."),
    rule('policy-changed', 'run-level', 'run', 'notice', "The pull request changes a .gitattributes, .gitignore or skill graph file; the base commit's are in force until merge, and what the pull request's would change is reported."),
    rule('base-unreadable', 'run-level', 'run', 'error', 'What the gate reads at the trusted base commit could not all be read (a clone without the commit, an API fault, cap or truncated tree), so nothing was judged; the run fails with exit 2.'),
    // `passport-gate reproduce`: the recorded steps run again (issue 38)
    rule('reproduce-differs', 'run-level', 'run', 'error', 'A step run again as recorded, in a scratch copy of the commit, wrote an output whose sha256 differs from its record (or did not write it).'),
    rule('reproduce-failed', 'run-level', 'run', 'error', 'A step run again as recorded, in a scratch copy of the commit, exited non-zero (or could not be started).'),
    rule('reproduce-unrecorded', 'run-level', 'run', 'notice', 'A passport in scope was recorded by hand (no recorded command), so reproduce cannot run its step again.'),
    rule('reproduce-not-reached', 'run-level', 'run', 'error', 'A step was not reproduced within the time budget (--max-seconds): it is not shown to make its outputs.'),
    // The workflow engine's record as a second witness (issue 40, audit --engine)
    rule('engine-input-disagrees', 'engine-records', 'passport', 'error', "The passport records an input the workflow engine did not give the step (nor name in its command), omits one it gave, or records an input at another sha256 than the engine's checksum."),
    rule('engine-command-disagrees', 'engine-records', 'passport', 'error', 'The command a run record ran is not, word for word, in the shell command the workflow engine recorded for the same output.'),
    rule('engine-parameter-disagrees', 'engine-records', 'passport', 'error', "A parameter value the passport records is neither among the engine's recorded params of the step nor written into its command."),
    rule('engine-time-disagrees', 'engine-records', 'passport', 'error', "The passport's run does not overlap the engine's job that made the same output (started after it ended, or ended before it started)."),
    rule('engine-record-unreadable', 'engine-records', 'run', 'error', "The workflow engine's record of an output a passport lists (or its .snakemake directory) could not be read: a symbolic link, too large, not JSON, or not in the engine's format."),
    rule('engine-record-missing', 'engine-records', 'run', 'error', "The config (engine: snakemake) or --engine asks for the engine's record, and no .snakemake/metadata lies under the root."),
];
const RULES_BY_ID = new Map(RULES.map((r) => [r.id, r]));
/** Returns true when `id` names a rule in the registry. */
function isRuleId(id) {
    return RULES_BY_ID.has(id);
}
/** Returns the metadata of a rule; throws on an unknown id (a programming error). */
function getRule(id) {
    const meta = RULES_BY_ID.get(id);
    if (!meta)
        throw new Error(`unknown rule id ${id}`);
    return meta;
}
/** The ids a family judges, in registry order: the family's `emits`. */
function listFamilyRules(family) {
    return RULES.filter((r) => r.family === family).map((r) => r.id);
}
/** The docs URL (with anchor) for a rule. */
function getRuleDocUrl(id) {
    return `${RULES_DOC_URL}#${id}`;
}
/** Numeric rank used to compare severities: higher is more severe. */
const SEVERITY_RANK = {
    error: 3,
    warning: 2,
    notice: 1,
};
/** Returns true when a finding of `severity` fails a run with `failOn`. */
function isFailing(severity, failOn) {
    return failOn !== 'never' && SEVERITY_RANK[severity] >= SEVERITY_RANK[failOn];
}

;// CONCATENATED MODULE: ./src/config/config.ts
/**
 * The repository's `.passport-gate.yml`: parsed with `yaml` (duplicate keys are
 * errors), validated by schemas/config.schema.json, rule ids checked against
 * the registry and globs compiled once. Invalid config throws
 * {@link ConfigurationError} with every problem on its own line.
 *
 * The file is untrusted (a pull request can commit one), so it is read like
 * any other untrusted file: not through a symlink that leaves the root,
 * regular files only (never a FIFO or a device: the read cannot hang), at
 * most {@link MAX_CONFIG_BYTES}, and parsed by the hardened YAML reader of
 * formats/yaml-source.ts (nesting, width and alias expansion capped). Each
 * refusal is one ConfigurationError line.
 */









/** Default config file name at the repository root. */
const DEFAULT_CONFIG_FILE = '.passport-gate.yml';
/** The other spelling of the default config file, read when it is the only one. */
const ALTERNATE_CONFIG_FILE = '.passport-gate.yaml';
/**
 * Which default config file a root has: `.passport-gate.yml`, or
 * `.passport-gate.yaml` when only that spelling exists (a file named so is read,
 * never silently ignored). Both at once is a ConfigurationError: which one holds
 * the policy would be a guess. Returns the name relative to `root`; the file
 * need not exist (no config file means the defaults).
 */
async function findDefaultConfigFile(root) {
    const exists = async (name) => lstat(path.join(root, name)).then(() => true, (error) => error.code !== 'ENOENT' && error.code !== 'ENOTDIR');
    const [yml, yaml] = await Promise.all([
        exists(DEFAULT_CONFIG_FILE),
        exists(ALTERNATE_CONFIG_FILE),
    ]);
    if (yml && yaml) {
        throw new ConfigurationError(`both ${DEFAULT_CONFIG_FILE} and ${ALTERNATE_CONFIG_FILE} exist; keep one (passport-gate reads either spelling, not both)`);
    }
    return yaml ? ALTERNATE_CONFIG_FILE : DEFAULT_CONFIG_FILE;
}
/** Default cap on one passport: generous enough for 50,000 outputs at ~200 bytes each. */
const DEFAULT_MAX_PASSPORT_BYTES = 16 * 1024 * 1024;
/** The seed's acknowledgment window (validate_handoff: 300 s). */
const DEFAULT_PACKET_MAX_AGE_SECONDS = 300;
/** The config file cannot be larger than this. */
const MAX_CONFIG_BYTES = 256 * 1024;
/** Every {@link EngineMode} (the schema's enum, `audit --engine`). */
const ENGINE_MODES = ['auto', 'snakemake', 'none'];
/** True when the config asks anything of attestations (else the audit skips the stage). */
function usesAttestations(config) {
    return config.attestations.require.length > 0 || config.attestations.trust.length > 0;
}
/** No attestation is required and nobody is trusted. */
const NO_ATTESTATIONS = Object.freeze({
    require: [],
    trust: [],
    trustedRoot: null,
});
/** Defaults for a repository without a config file. */
const DEFAULT_CONFIG = Object.freeze({
    outputs: [],
    ignore: [],
    rules: {},
    pathBase: 'root',
    maxPassportBytes: DEFAULT_MAX_PASSPORT_BYTES,
    allowEmpty: false,
    envelopes: ['**/*.handoff.yaml', '**/*.handoff.yml'],
    skillGraphs: ['**/skill-graph.yaml', '**/skill-graph.yml'],
    packets: ['**/agent-inboxes/*/*.json'],
    packetMaxAgeSeconds: DEFAULT_PACKET_MAX_AGE_SECONDS,
    externalInputs: [],
    attestations: NO_ATTESTATIONS,
    citationLock: 'optional',
    engine: 'auto',
    reproduceNondeterministic: [],
});
/** The top-level keys of schemas/config.schema.json (a test keeps the two in step). */
const CONFIG_KEYS = [
    'outputs',
    'ignore',
    'rules',
    'path-base',
    'max-passport-bytes',
    'allow-empty',
    'envelopes',
    'skill-graphs',
    'packets',
    'packet-max-age-seconds',
    'external-inputs',
    'attestations',
    'citations',
    'engine',
    'reproduce',
];
/**
 * Validates a parsed config object; throws ConfigurationError listing every
 * problem, each with `source:line:column` when `locate` can place it, and the
 * nearest known name for an unknown key or rule id.
 */
function normalizeConfig(raw, source, locate) {
    if (raw === null || raw === undefined)
        return { ...DEFAULT_CONFIG };
    const at = (pointer, atKey) => {
        const position = locate?.(pointer, atKey);
        return position ? `${source}:${position}: ` : '';
    };
    const problems = (0,schema_validator/* validateWithSchema */.CW)('config', raw).map((v) => {
        const unknownKey = /^\/[^/]*$/.test(v.pointer) && v.message.startsWith('unknown property');
        const hint = unknownKey ? didYouMean(v.pointer.slice(1), CONFIG_KEYS) : '';
        return `${at(v.pointer, unknownKey)}${v.pointer || '(root)'} ${v.message}${hint}`;
    });
    const data = raw;
    const rules = {};
    if (data.rules && typeof data.rules === 'object') {
        for (const [id, level] of Object.entries(data.rules)) {
            if (!isRuleId(id)) {
                const name = id;
                const pointer = `/rules/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
                const hint = didYouMean(name, RULES.map((r) => r.id));
                problems.push(`${at(pointer, true)}/rules/${id} is not a rule id${hint} (see docs/rules.md)`);
            }
            else
                rules[id] = level;
        }
    }
    if (Array.isArray(data['external-inputs']))
        data['external-inputs'].forEach((dir, i) => {
            // A location is compared by path relation: only one spelling of it, so no ".." can widen it.
            if (typeof dir === 'string' &&
                dir.startsWith('/') &&
                (external_node_path_default().posix.normalize(dir) !== dir || dir.includes('\0')))
                problems.push(`${at(`/external-inputs/${i}`, false)}/external-inputs/${i} must be a normalized absolute directory (no "..", "." or "//"): ${JSON.stringify(external_node_path_default().posix.normalize(dir).replace(/\/$/, ''))}`);
        });
    problems.push(...checkAttestationPaths(data.attestations, at));
    if (problems.length > 0) {
        throw new errors/* ConfigurationError */.j1(`invalid config ${source}:\n  ${problems.join('\n  ')}`);
    }
    const list = (key, fallback) => Array.isArray(data[key]) ? data[key] : fallback;
    const config = {
        outputs: list('outputs', []),
        ignore: list('ignore', []),
        rules,
        pathBase: data['path-base'] === 'passport' ? 'passport' : 'root',
        maxPassportBytes: typeof data['max-passport-bytes'] === 'number'
            ? data['max-passport-bytes']
            : DEFAULT_MAX_PASSPORT_BYTES,
        allowEmpty: data['allow-empty'] === true,
        envelopes: list('envelopes', DEFAULT_CONFIG.envelopes),
        skillGraphs: list('skill-graphs', DEFAULT_CONFIG.skillGraphs),
        packets: list('packets', DEFAULT_CONFIG.packets),
        packetMaxAgeSeconds: typeof data['packet-max-age-seconds'] === 'number'
            ? data['packet-max-age-seconds']
            : DEFAULT_PACKET_MAX_AGE_SECONDS,
        externalInputs: list('external-inputs', []),
        attestations: normalizeAttestations(data.attestations),
        citationLock: data.citations?.lock === 'required'
            ? 'required'
            : 'optional',
        engine: ENGINE_MODES.find((m) => m === data.engine) ?? 'auto',
        reproduceNondeterministic: Array.isArray(data.reproduce?.nondeterministic)
            ? data.reproduce.nondeterministic
            : [],
    };
    // Compile every glob now so a bad pattern fails at load time with its key.
    (0,globs/* compileGlobs */.t)(config.outputs, 'outputs');
    (0,globs/* compileGlobs */.t)(config.ignore, 'ignore');
    (0,globs/* compileGlobs */.t)(config.envelopes, 'envelopes');
    (0,globs/* compileGlobs */.t)(config.skillGraphs, 'skill-graphs');
    (0,globs/* compileGlobs */.t)(config.packets, 'packets');
    (0,globs/* compileGlobs */.t)(config.attestations.require, 'attestations.require');
    (0,globs/* compileGlobs */.t)(config.reproduceNondeterministic ?? [], 'reproduce.nondeterministic');
    return config;
}
/** A repository path as the config may name a key or a trusted root: relative, normalized. */
function isRepositoryPath(p) {
    return (!p.startsWith('/') &&
        !p.includes('\\') &&
        !p.includes('\0') &&
        external_node_path_default().posix.normalize(p) === p &&
        p !== '.' &&
        p !== '..' &&
        !p.startsWith('../'));
}
/** Problems with the paths of `attestations:` (schema-valid otherwise). */
function checkAttestationPaths(raw, at) {
    if (!raw || typeof raw !== 'object')
        return [];
    const problems = [];
    const section = raw;
    const bad = (pointer, p) => problems.push(`${at(pointer, false)}${pointer} must be a normalized path inside the repository (no leading "/", no "..", "." or "//"): ${JSON.stringify(p)}`);
    if (Array.isArray(section.trust))
        section.trust.forEach((entry, i) => {
            const key = entry?.key;
            if (typeof key === 'string' && !isRepositoryPath(key))
                bad(`/attestations/trust/${i}/key`, key);
        });
    const root = section['trusted-root'];
    if (typeof root === 'string' && !isRepositoryPath(root))
        bad('/attestations/trusted-root', root);
    return problems;
}
/** The `attestations:` section of a schema-valid config. */
function normalizeAttestations(raw) {
    if (!raw || typeof raw !== 'object')
        return NO_ATTESTATIONS;
    const section = raw;
    const trust = (section.trust ?? []).map((t) => t.key !== undefined
        ? { kind: 'key', key: t.key }
        : {
            kind: 'identity',
            issuer: t.issuer ?? '',
            repository: t.repository ?? '',
            workflow: t.workflow ?? '',
            ref: t.ref ?? '',
        });
    return { require: section.require ?? [], trust, trustedRoot: section['trusted-root'] ?? null };
}
/**
 * Parses config YAML text; rejects with ConfigurationError with line:column on
 * syntax errors. See {@link parseConfigBytes}.
 */
async function parseConfigText(text, source) {
    return parseConfigBytes(Buffer.from(text, 'utf8'), source);
}
/**
 * Parses the bytes of a config file, from the checkout, git or the contents API alike:
 * strict UTF-8, at most {@link MAX_CONFIG_BYTES}, one YAML document with unique keys, nesting,
 * width and alias expansion capped (a "billion laughs" file is one clear error, not an
 * exhausted heap). An empty file, or one of comments only, is the defaults. The YAML reader is
 * loaded here, on first use, not at start-up: most runs have no config file
 * (docs/performance.md).
 */
async function parseConfigBytes(bytes, source) {
    const { parseYamlDocument } = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(535)]).then(__nccwpck_require__.bind(__nccwpck_require__, 7535));
    const parsed = parseYamlDocument(bytes, { maxBytes: MAX_CONFIG_BYTES });
    if (!parsed.ok) {
        const { kind, message, line, column } = parsed.problem;
        if (kind === 'empty')
            return { ...DEFAULT_CONFIG };
        throw new errors/* ConfigurationError */.j1(`invalid config ${source}:${line}:${column}: ${message}`);
    }
    const { document } = parsed;
    // Problems read `source:line:column`, like a compiler's: at the key for an unknown key, at the
    // value for a bad value.
    return normalizeConfig(document.value, source, (pointer, atKey) => {
        const at = document.locate(pointer, atKey ? 'key' : 'value');
        return `${at.line}:${at.column}`;
    });
}
/**
 * Reads a config file from the checkout as an untrusted file. A file inside `root` must stay
 * inside it through any symlink; a file the operator named outside the root is read where it is
 * named. Either way only a regular file of at most {@link MAX_CONFIG_BYTES} is read. Returns
 * `absent` when there is no file; throws ConfigurationError (one line, naming `label`) for
 * anything else that is not a readable config file.
 */
async function readConfigFile(root, file, label) {
    const absolute = external_node_path_default().resolve(root, file);
    let real;
    if (isInside(external_node_path_default().resolve(root), absolute)) {
        let realRoot;
        try {
            realRoot = await (0,promises_.realpath)(root);
        }
        catch {
            throw new errors/* ConfigurationError */.j1(`root ${JSON.stringify(root)} is not a readable directory`);
        }
        const rel = toPosixRelative(external_node_path_default().resolve(root), absolute);
        const resolved = await resolveInsideRoot(realRoot, rel);
        if (!resolved.ok && resolved.reason === 'missing')
            return { kind: 'absent' };
        if (!resolved.ok)
            throw new errors/* ConfigurationError */.j1(`config ${label} is a symbolic link, or lies under one, that leads out of the repository root; it is not read`);
        real = resolved.real;
    }
    else {
        try {
            real = await (0,promises_.realpath)(absolute);
        }
        catch (error) {
            const code = error.code;
            if (code === 'ENOENT' || code === 'ENOTDIR')
                return { kind: 'absent' };
            throw new errors/* ConfigurationError */.j1(`cannot read config ${label}: ${code ?? String(error)}`);
        }
    }
    const read = await readFileCapped(real, MAX_CONFIG_BYTES);
    if (read.ok)
        return { kind: 'file', bytes: read.bytes };
    if (read.reason === 'missing')
        return { kind: 'absent' };
    if (read.reason === 'not-regular')
        throw new errors/* ConfigurationError */.j1(`config ${label} ${read.detail}; it must be a regular file`);
    if (read.reason === 'too-large')
        throw new errors/* ConfigurationError */.j1(`config ${label} ${read.detail}`);
    throw new errors/* ConfigurationError */.j1(`cannot read config ${label}: it ${read.detail}`);
}
/**
 * Loads the config from the checkout. `explicitPath` (from --config or the action input) must
 * exist when `required`; the default file may be absent (then the defaults apply).
 */
async function loadConfig(root, explicitPath, required) {
    const label = explicitPath ?? DEFAULT_CONFIG_FILE;
    const read = await readConfigFile(root, explicitPath ?? DEFAULT_CONFIG_FILE, label);
    if (read.kind === 'absent') {
        if (!required)
            return { ...DEFAULT_CONFIG };
        throw new errors/* ConfigurationError */.j1(`cannot read config ${label}: it does not exist`);
    }
    return parseConfigBytes(read.bytes, label);
}

;// CONCATENATED MODULE: ./src/config/trusted-files.ts
/**
 * The policy's own files beside the config: the public keys and the trusted root
 * `attestations:` names. They decide what is verified, so they are read where the
 * config in force was read: the base commit on a pull request (the action's
 * github/config-source.ts, the CLI's `audit --config-from REF`), else the working
 * tree. A pull request cannot make its own key trusted by committing it.
 *
 * At a trusted commit they are read through the one port every policy file at the base is read
 * through (core/base-files.ts, over git or the host's contents API: vcs/base-files.ts), so the
 * keys cannot come from a different place, or by a different path, than the config and the
 * `.gitattributes`, `.gitignore` and skill graph in force.
 */



/** Largest key or trusted-root file read. */
const MAX_TRUST_FILE_BYTES = (/* unused pure expression or super */ null && (256 * 1024));
/** The working tree's files (no base commit: the config was read there too). */
function workingTreeFiles(root) {
    return {
        label: 'the working tree',
        async read(rel) {
            const read = await readConfigFile(root, rel, rel);
            return read.kind === 'file' ? read.bytes : null;
        },
    };
}
/**
 * The policy's files at a trusted commit, read through its {@link BaseFiles}. `rootRel`: the
 * audited root below the top level ('' at the top), since the config names them relative to
 * the root. A file over {@link MAX_TRUST_FILE_BYTES} (or not a file) is a ConfigurationError;
 * one that cannot be read throws as {@link BaseFiles.read} does: never the checkout's instead.
 */
function trustedFilesAt(base, rootRel) {
    const files = rootBaseFiles(base, rootRel);
    return {
        label: base.label,
        async read(rel) {
            const blob = await files.read(rel, MAX_TRUST_FILE_BYTES);
            if (blob.kind === 'refused')
                throw new ConfigurationError(`${rel} at ${base.label} ${blob.detail}; it is not read`);
            return blob.kind === 'file' ? Buffer.from(blob.bytes) : null;
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __nccwpck_require__(7598);
;// CONCATENATED MODULE: external "node:os"
const external_node_os_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");
;// CONCATENATED MODULE: external "node:worker_threads"
const external_node_worker_threads_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");
;// CONCATENATED MODULE: ./src/hash/file-processor.ts
/** The code of a failed system call, for results. */
function errorCode(error) {
    return String(error.code ?? 'EIO');
}
/** Closes a descriptor that was only read; a failure to close changes nothing. */
function closeQuietly(fs, fd) {
    try {
        fs.closeSync(fd);
    }
    catch {
        // Nothing useful to do: the descriptor was only read.
    }
}
/** `cancel` of a task whose file is already closed. */
function cancelNothing() { }
/** A task finished before its first step (its descriptor closed): the step returns `result`. */
function finishedTask(result) {
    return { step: () => result, cancel: cancelNothing };
}
/**
 * The git blob id of `size` bytes in `format` (`blob <size>\0` then the bytes): started here, the
 * bytes follow. Computed from the bytes the gate read, never taken from git's index.
 */
function startBlobId(crypto, format, size) {
    return crypto.createHash(format).update(`blob ${size}\0`);
}
/**
 * The result for a whole file's bytes: one-shot digest, the git blob id when `blob` names a
 * format, and the bytes when it may be an LFS pointer.
 */
function digestWhole(state, i, bytes, blob) {
    const { crypto, settings, prefix } = state;
    // crypto.hash (Node 20.12+) saves a Hash object per file.
    const digest = typeof crypto.hash === 'function'
        ? crypto.hash('sha256', bytes, 'hex')
        : crypto.createHash('sha256').update(bytes).digest('hex');
    const size = bytes.length;
    const result = size <= settings.headMaxBytes && prefix.equals(bytes.subarray(0, prefix.length))
        ? { i, sha256: digest, size, head: Uint8Array.prototype.slice.call(bytes, 0, size) }
        : { i, sha256: digest, size };
    if (blob !== '')
        result.blob = startBlobId(crypto, blob, size).update(bytes).digest('hex');
    return result;
}
/**
 * The first read of a file the walk saw as regular: a read shorter than asked is the whole file
 * (a regular file returns fewer bytes than asked only at its end), so it is hashed at once and
 * closed: open, read, close. fstat, which a 1 KiB file would pay as much as for the read (a
 * system call and a Stats object of four Dates), is left to files of probeBytes or more, hashed
 * from where the probe stopped. Returns the bytes read (the file goes on), or the file's result.
 */
function probeRegularFile(state, job, fd, i) {
    const maxBytes = job.maxBytes;
    const { fs, buffer, settings } = state;
    const probe = Math.min(settings.probeBytes, buffer.length);
    let n;
    try {
        n = fs.readSync(fd, buffer, 0, probe, 0);
    }
    catch (error) {
        closeQuietly(fs, fd);
        return { i, failure: 'io', code: errorCode(error), stage: 'read' };
    }
    if (n < probe) {
        closeQuietly(fs, fd);
        if (n > maxBytes)
            return { i, failure: 'too-large', size: n };
        state.onBytes(n);
        return digestWhole(state, i, buffer.subarray(0, n), job.blob);
    }
    state.onBytes(n);
    return n;
}
/** Why an open file is not read on (not regular, too large, shorter than the probe found it), or null. */
function refusalOf(before, maxBytes, probed, i) {
    if (!before.isFile())
        return { i, failure: 'not-regular', mode: before.mode };
    if (before.size > maxBytes)
        return { i, failure: 'too-large', size: before.size };
    // Fewer bytes now than the probe read a moment ago.
    if (probed > before.size)
        return { i, failure: 'changed', how: 'shrank' };
    return null;
}
/** Opens file `i` of `job` and returns its task (finished already when the file ends early). */
function beginFile(state, job, i) {
    const { fs, crypto, buffer } = state;
    let fd;
    try {
        fd = fs.openSync(job.paths[i], state.settings.openFlags);
    }
    catch (error) {
        return finishedTask({ i, failure: 'open', code: errorCode(error) });
    }
    let probed = 0;
    if (job.kind === 'hash' && job.regular) {
        const probe = probeRegularFile(state, job, fd, i);
        if (typeof probe !== 'number')
            return finishedTask(probe);
        probed = probe;
    }
    let before;
    try {
        before = fs.fstatSync(fd);
    }
    catch (error) {
        closeQuietly(fs, fd);
        return finishedTask({ i, failure: 'io', code: errorCode(error), stage: 'inspected' });
    }
    const refusal = refusalOf(before, job.maxBytes, probed, i);
    if (refusal !== null) {
        closeQuietly(fs, fd);
        return finishedTask(refusal);
    }
    // A read job takes a small document whole; a small file (most of a repository by count) is
    // hashed from one read; a larger one in chunks of the buffer.
    const step = job.kind === 'read'
        ? stepReadFile
        : before.size < buffer.length
            ? stepSmallFile
            : stepLargeFile;
    const file = {
        state,
        fd,
        i,
        before,
        total: probed,
        open: true,
        hash: null,
        blob: job.kind === 'hash' ? job.blob : '',
        blobHash: null,
        head: undefined,
        step,
        cancel: cancelFile,
    };
    if (step === stepLargeFile) {
        file.hash = crypto.createHash('sha256');
        // The probe's bytes are the file's first: hashed, not read again.
        if (probed > 0)
            file.hash.update(buffer.subarray(0, probed));
        if (file.blob !== '') {
            file.blobHash = startBlobId(crypto, file.blob, before.size);
            if (probed > 0)
                file.blobHash.update(buffer.subarray(0, probed));
        }
    }
    return file;
}
/** Closes the file, once. */
function cancelFile() {
    if (this.open)
        closeQuietly(this.state.fs, this.fd);
    this.open = false;
}
/** Closes the file and returns its result. */
function finishFile(file, result) {
    file.cancel();
    return result;
}
/**
 * Reads the whole file into `target`, which has room for one byte more than fstat reported:
 * a file that grew or shrank since shows in the byte count. Returns the file's bytes (a view
 * of `target`), or the failure. Only a hash job's `target` is the buffer, which may hold the
 * probe's bytes: the read goes on after them.
 */
function readWhole(file, target) {
    const { fs, onBytes, buffer } = file.state;
    const size = file.before.size;
    const i = file.i;
    let total = target === buffer ? file.total : 0;
    for (;;) {
        let n;
        const wanted = size + 1 - total;
        try {
            n = fs.readSync(file.fd, target, total, wanted, total);
        }
        catch (error) {
            return finishFile(file, { i, failure: 'io', code: errorCode(error), stage: 'read' });
        }
        if (n === 0)
            break;
        total += n;
        onBytes(n);
        if (total > size)
            return finishFile(file, { i, failure: 'changed', how: 'grew' });
        // A regular file returns fewer bytes than asked only at its end (reads of regular files
        // are not cut short by signals on Linux): no second call just to be told so. A fifth of
        // the system calls of a 1 KiB file (open, fstat, read, close).
        if (n < wanted)
            break;
    }
    if (total < size)
        return finishFile(file, { i, failure: 'changed', how: 'shrank' });
    return target.subarray(0, total);
}
/**
 * The one step of a read job's file: read whole, into its own ArrayBuffer (never Buffer's
 * shared pool), so a worker can transfer it uncopied.
 */
function stepReadFile() {
    const whole = readWhole(this, new Uint8Array(this.before.size + 1));
    return whole instanceof Uint8Array ? finishFile(this, { i: this.i, bytes: whole }) : whole;
}
/**
 * The one step of a small file: one read of one byte more than fstat reported, one-shot
 * digest. The read sees the whole file at once, so there is no torn read to detect and no
 * second fstat; a file that grew or shrank since fstat shows in the byte count.
 */
function stepSmallFile() {
    const bytes = readWhole(this, this.state.buffer);
    return bytes instanceof Uint8Array
        ? finishFile(this, digestWhole(this.state, this.i, bytes, this.blob))
        : bytes;
}
/**
 * One step of a large file: one chunk read and hashed; the result after the last. Reads exactly
 * the size fstat reported; growth, shrinking and rewrites show in the second fstat (size or
 * mtime), so no extra read past the end is needed.
 */
function stepLargeFile() {
    const { fs, buffer, settings, prefix, onBytes } = this.state;
    const size = this.before.size;
    const i = this.i;
    if (this.total < size) {
        let n;
        try {
            n = fs.readSync(this.fd, buffer, 0, Math.min(buffer.length, size - this.total), this.total);
        }
        catch (error) {
            return finishFile(this, { i, failure: 'io', code: errorCode(error), stage: 'read' });
        }
        if (n === 0)
            return finishFile(this, { i, failure: 'changed', how: 'shrank' });
        if (this.total === 0 &&
            size <= settings.headMaxBytes &&
            n === size &&
            buffer.subarray(0, prefix.length).equals(prefix)) {
            this.head = Uint8Array.prototype.slice.call(buffer, 0, n);
        }
        this.hash.update(buffer.subarray(0, n));
        this.blobHash?.update(buffer.subarray(0, n));
        this.total += n;
        onBytes(n);
        if (this.total < size)
            return undefined;
    }
    return finishLargeFile(this);
}
/** The result of a large file read to its end: unchanged since the first fstat, or how it changed. */
function finishLargeFile(file) {
    const { before, i } = file;
    let after;
    try {
        after = file.state.fs.fstatSync(file.fd);
    }
    catch (error) {
        return finishFile(file, { i, failure: 'io', code: errorCode(error), stage: 'inspected' });
    }
    if (after.size > before.size)
        return finishFile(file, { i, failure: 'changed', how: 'grew' });
    if (after.size < before.size)
        return finishFile(file, { i, failure: 'changed', how: 'shrank' });
    if (after.mtimeMs !== before.mtimeMs)
        return finishFile(file, { i, failure: 'changed', how: 'modified' });
    const digest = file.hash.digest('hex');
    const size = file.total;
    const result = file.head === undefined
        ? { i, sha256: digest, size }
        : { i, sha256: digest, size, head: file.head };
    // The blob id's header named before.size, which the bytes hashed are (checked above).
    if (file.blobHash !== null)
        result.blob = file.blobHash.digest('hex');
    return finishFile(file, result);
}
/**
 * The file work of one hashing thread, with its one read buffer. Self-contained
 * on purpose (see the file comment): no imports, and no references outside its
 * own body but to the other functions of this module, which the worker's source
 * declares beside it. `onBytes` is told of every read.
 */
function createFileProcessor(fs, crypto, settings, onBytes) {
    const state = {
        fs,
        crypto,
        settings,
        onBytes,
        buffer: Buffer.allocUnsafe(settings.chunkBytes),
        prefix: Buffer.from(settings.headPrefix, 'latin1'),
    };
    return { begin: (job, i) => beginFile(state, job, i) };
}

;// CONCATENATED MODULE: ./src/hash/hash-worker.ts

/**
 * Runs in a worker thread. Self-contained on purpose (see the file comment):
 * it receives createFileProcessor (file-processor.ts) as an argument.
 */
function runHashWorker(fs, crypto, threads, makeProcessor) {
    const port = threads.parentPort;
    if (port === null)
        return;
    const settings = threads.workerData;
    let bytes = 0;
    let sinceProgress = 0;
    const processor = makeProcessor(fs, crypto, settings, (n) => {
        bytes += n;
        sinceProgress += n;
    });
    port.on('message', (job) => {
        let results = [];
        let transfer = [];
        let lastPost = Date.now();
        bytes = 0;
        sinceProgress = 0;
        const post = (done) => {
            const message = { jobId: job.jobId, results, bytes, done };
            port.postMessage(message, transfer);
            results = [];
            transfer = [];
            bytes = 0;
            lastPost = Date.now();
        };
        for (;;) {
            const i = Atomics.add(job.counter, 0, 1);
            if (i >= job.paths.length)
                break;
            const task = processor.begin(job, i);
            let result;
            while ((result = task.step()) === undefined) {
                // Within one large file too, so progress does not stall on it.
                if (sinceProgress >= settings.progressBytes) {
                    sinceProgress = 0;
                    post(false);
                }
            }
            if ('bytes' in result)
                transfer.push(result.bytes.buffer);
            results.push(result);
            if (results.length >= settings.flushCount || Date.now() - lastPost >= settings.flushMs)
                post(false);
        }
        post(true);
    });
}
/** Every function of file-processor.ts: the worker's source declares each by name. */
const PROCESSOR_FUNCTIONS = Object.values(file_processor_namespaceObject).filter((v) => typeof v === 'function');
/**
 * Source text of a worker: every function of file-processor.ts declared by name (the name the
 * bundle gave it, so the calls between them resolve), then {@link runHashWorker} applied to
 * the modules it needs and to createFileProcessor.
 */
const HASH_WORKER_SOURCE = `${PROCESSOR_FUNCTIONS.map((f) => f.toString()).join('\n')}
(${runHashWorker.toString()})(require('node:fs'), require('node:crypto'), require('node:worker_threads'), ${createFileProcessor.name});`;

;// CONCATENATED MODULE: ./src/hash/lfs-pointer.ts
/**
 * Git LFS pointer files (https://github.com/git-lfs/git-lfs/blob/main/docs/spec.md).
 * When a workflow checks out without LFS content, an artifact is a small text
 * file naming the real content's sha256 and size; the passport can still be
 * verified against it.
 */
/** The spec says pointer files are under 1024 bytes. */
const LFS_POINTER_MAX_BYTES = 1024;
/** First line of every pointer file. */
const LFS_VERSION_LINE = 'version https://git-lfs.github.com/spec/v1';
/** Parses a Git LFS pointer, or returns null when the bytes are not one. */
function parseLfsPointer(bytes) {
    if (bytes.length > LFS_POINTER_MAX_BYTES || bytes.length < LFS_VERSION_LINE.length + 1)
        return null;
    // Compare bytes before decoding: nearly every small file is not a pointer, and decoding each costs.
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (buffer.toString('latin1', 0, LFS_VERSION_LINE.length) !== LFS_VERSION_LINE)
        return null;
    const text = buffer.toString('utf8');
    if (!text.startsWith(LFS_VERSION_LINE + '\n'))
        return null;
    const lines = text.split('\n');
    let oid;
    let size;
    for (const line of lines.slice(1)) {
        if (line === '')
            continue;
        const m = /^([a-z0-9.-]+) (.*)$/.exec(line);
        if (!m)
            return null;
        if ((m[1] === 'oid' && oid !== undefined) || (m[1] === 'size' && size !== undefined))
            return null;
        if (m[1] === 'oid') {
            const o = /^sha256:([0-9a-f]{64})$/.exec(m[2] ?? '');
            if (!o)
                return null;
            oid = o[1];
        }
        else if (m[1] === 'size') {
            if (!/^(0|[1-9]\d{0,15})$/.test(m[2] ?? '') || !Number.isSafeInteger(Number(m[2])))
                return null;
            size = Number(m[2]);
        }
    }
    return oid !== undefined && size !== undefined ? { oid, size } : null;
}

;// CONCATENATED MODULE: ./src/hash/hash-pool.ts
/**
 * A pool of hashing threads, sized to the cores: the main thread and one
 * worker thread per further core.
 *
 * Why threads and not the libuv pool: `crypto.createHash` streaming reads
 * through libuv still hashes on the main thread, so it tops out at one core's
 * SHA-256 speed (bench/run.mjs measures both). Why no per-file messages: every
 * thread receives the whole path list once and takes the next index from a
 * shared atomic counter, so thousands of 1 KiB files cost no thread round trip
 * each, and a few huge files still spread over every core. Results come back
 * in batches.
 *
 * Why the main thread hashes too: a worker thread takes 30-55 ms to boot on the
 * benchmark machine (docs/performance.md), time in which nothing would hash,
 * and one thread per core plus an idle main thread leaves nothing for the
 * audit's own work. The main thread takes its share in slices between its
 * other work (setImmediate), so it hashes only when the audit waits: the
 * audit's checks come first, and the slices stop at once when it needs the
 * thread again.
 *
 * Robustness: a worker that dies (or cannot be started) loses nothing — every
 * index without a result is hashed on the main thread at the end of the job.
 * Aborting terminates the workers at once.
 */








/** Upper bound on worker threads, whatever the core count (each holds one read buffer). */
const MAX_HASH_THREADS = 16;
/**
 * Size of each worker's read buffer. Measured on the benchmark machine: 256 KiB
 * to 4 MiB hash at the same speed; 1 MiB keeps the system-call count low
 * while the memory of the pool stays a few megabytes whatever the file size.
 */
const WORKER_CHUNK_BYTES = 1 << 20;
/**
 * Largest small file hashed from a single read without fstat (a file the walk listed as
 * regular). 64 KiB holds the tables and plots an output directory has by the thousand; a
 * larger file goes on from the probe's bytes after an fstat, and one the speculation refuses as
 * too large costs the probe alone, where a probe of the whole buffer made the speculation copy
 * 1 MiB of every large file it then refused (workload 1: 64 MiB).
 */
const WORKER_PROBE_BYTES = 64 * 1024;
/** Bytes of one large file between two progress messages. */
const WORKER_PROGRESS_BYTES = 64 << 20;
/** Longest the main thread hashes before it yields to the event loop (messages, signals, the audit). */
const MAIN_THREAD_SLICE_MS = 10;
/** Number of hashing threads (the main thread included) when the caller does not say: one per available core. */
function defaultHashThreads() {
    return Math.max(1, Math.min(MAX_HASH_THREADS, (0,external_node_os_namespaceObject.availableParallelism)()));
}
/** The settings of every hashing thread (and of the main thread's file processors). */
const HASH_THREAD_SETTINGS = {
    openFlags: SAFE_OPEN_FLAGS,
    chunkBytes: WORKER_CHUNK_BYTES,
    probeBytes: WORKER_PROBE_BYTES,
    headMaxBytes: LFS_POINTER_MAX_BYTES,
    headPrefix: LFS_VERSION_LINE,
    progressBytes: WORKER_PROGRESS_BYTES,
    flushMs: 100,
    flushCount: 512,
};
/** Stands for the main thread among the threads a job waits for. */
const MAIN_THREAD = Symbol('main thread');
/**
 * Threads that hash files. Create one, optionally {@link HashPool.start} it
 * early so worker start-up overlaps other work, {@link HashPool.run} jobs one
 * at a time, and {@link HashPool.close} it.
 */
class hash_pool_HashPool {
    /** Number of hashing threads, the main thread included (it runs `size - 1` workers). */
    size;
    workers = null;
    job = null;
    nextJobId = 1;
    /** Whether a job is running; others wait in {@link HashPool.waiting}, in order. */
    busy = false;
    waiting = [];
    /** The main thread's file processor, made on its first job, and the bytes it read since its last slice. */
    mainProcessor;
    mainBytes = 0;
    /** A pool of `size` hashing threads (default: {@link defaultHashThreads}); nothing starts until used. */
    constructor(size = defaultHashThreads()) {
        this.size = Math.max(1, Math.min(MAX_HASH_THREADS, Math.floor(size)));
    }
    /** Starts the threads now. Never throws: a pool whose threads cannot start hashes on the main thread. */
    start() {
        if (this.workers !== null)
            return;
        this.workers = [];
        for (let k = 1; k < this.size; k++) {
            let worker;
            try {
                worker = new external_node_worker_threads_namespaceObject.Worker(HASH_WORKER_SOURCE, { eval: true, workerData: HASH_THREAD_SETTINGS });
            }
            catch {
                break;
            }
            worker.unref();
            worker.on('message', (message) => this.receive(worker, message));
            // 'error' is followed by 'exit'; the exit handler settles the job.
            worker.on('error', () => undefined);
            worker.on('exit', () => this.lose(worker));
            this.workers.push(worker);
        }
    }
    /**
     * Hashes (or reads) `paths` (absolute, already contained) on the threads.
     * Returns one raw result per path, in order; an entry is undefined when no
     * thread produced it (a thread died) and the caller must do it itself.
     * Rejects only with the signal's reason when aborted.
     */
    run(paths, options = {}) {
        // Jobs are posted synchronously: by run() when the pool is idle, and by the end of the
        // job before when it is busy, not in a later microtask. A caller that starts a job and goes
        // on with synchronous work (the audit's per-passport rules) has the threads working
        // meanwhile; a microtask would wait until that work is done.
        return new Promise((resolve, reject) => {
            const start = () => {
                let job;
                try {
                    job = this.runNow(paths, options);
                }
                catch (error) {
                    job = Promise.reject(error);
                    this.startNextJob();
                }
                job.then(resolve, reject);
            };
            if (this.busy)
                this.waiting.push({ start, reject });
            else {
                this.busy = true;
                start();
            }
        });
    }
    /** Starts the next waiting job, if any; called when a job ends. */
    startNextJob() {
        const next = this.waiting.shift();
        if (next)
            next.start();
        else
            this.busy = false;
    }
    runNow(paths, options) {
        options.signal?.throwIfAborted();
        this.start();
        const workers = this.workers ?? [];
        const results = new Array(paths.length);
        if (paths.length === 0) {
            this.startNextJob();
            return Promise.resolve(results);
        }
        return new Promise((resolve, reject) => {
            const signal = options.signal;
            const onAbort = () => job.fail(signal?.reason);
            const job = {
                id: this.nextJobId++,
                results,
                pending: new Set([...workers, MAIN_THREAD]),
                files: 0,
                bytes: 0,
                options,
                finish: () => {
                    signal?.removeEventListener('abort', onAbort);
                    for (const w of this.workers ?? [])
                        w.unref();
                    this.job = null;
                    resolve(results);
                    this.startNextJob();
                },
                fail: (error) => {
                    signal?.removeEventListener('abort', onAbort);
                    this.terminate();
                    reject(error);
                    this.startNextJob();
                },
            };
            this.job = job;
            signal?.addEventListener('abort', onAbort, { once: true });
            const message = {
                jobId: job.id,
                kind: options.kind ?? 'hash',
                maxBytes: options.maxBytes ?? Number.MAX_SAFE_INTEGER,
                regular: options.kind !== 'read' && options.regular === true,
                blob: options.kind !== 'read' ? (options.blob ?? '') : '',
                paths: [...paths],
                counter: new Int32Array(new SharedArrayBuffer(4)),
            };
            for (const w of workers) {
                // Referenced while a job runs: otherwise the process could exit while awaiting the results.
                w.ref();
                w.postMessage(message);
            }
            this.assist(job, message);
        });
    }
    /**
     * The main thread's share of a job: slices of at most {@link MAIN_THREAD_SLICE_MS},
     * each scheduled with setImmediate, so whatever the thread is doing finishes first.
     */
    assist(job, message) {
        // One processor (one read buffer) for the main thread's share of every job, as each worker has.
        const processor = (this.mainProcessor ??= createFileProcessor(external_node_fs_namespaceObject, external_node_crypto_, HASH_THREAD_SETTINGS, (n) => {
            this.mainBytes += n;
        }));
        let current;
        const slice = () => {
            if (this.job !== job) {
                // Failed or closed meanwhile: let go of the file in hand.
                current?.cancel();
                return;
            }
            const deadline = Date.now() + MAIN_THREAD_SLICE_MS;
            let files = 0;
            let finished = false;
            try {
                do {
                    if (current === undefined) {
                        const i = Atomics.add(message.counter, 0, 1);
                        if (i >= message.paths.length) {
                            finished = true;
                            break;
                        }
                        current = processor.begin(message, i);
                    }
                    const result = current.step();
                    if (result !== undefined) {
                        job.results[result.i] = result;
                        files++;
                        current = undefined;
                    }
                } while (Date.now() < deadline);
            }
            catch {
                // Not a file-system condition (those are results): the main thread stops taking files, as
                // a worker that dies would; what it left undone is redone by the caller's fallback
                // (hashFileList, readFilesCapped).
                current?.cancel();
                current = undefined;
                finished = true;
            }
            const bytes = this.mainBytes;
            this.mainBytes = 0;
            job.files += files;
            job.bytes += bytes;
            // After every slice that read something: within one large file too, as the workers do.
            if (files > 0 || bytes > 0 || finished)
                job.options.onProgress?.(job.files, job.bytes);
            if (!finished) {
                setImmediate(slice);
                return;
            }
            job.pending.delete(MAIN_THREAD);
            if (job.pending.size === 0)
                job.finish();
        };
        setImmediate(slice);
    }
    receive(worker, message) {
        const job = this.job;
        if (job === null || message.jobId !== job.id)
            return;
        for (const r of message.results)
            job.results[r.i] = r;
        job.files += message.results.length;
        job.bytes += message.bytes;
        job.options.onProgress?.(job.files, job.bytes);
        if (message.done) {
            job.pending.delete(worker);
            if (job.pending.size === 0)
                job.finish();
        }
    }
    lose(worker) {
        if (this.workers)
            this.workers = this.workers.filter((w) => w !== worker);
        const job = this.job;
        if (job?.pending.delete(worker) && job.pending.size === 0)
            job.finish();
    }
    terminate() {
        const workers = this.workers ?? [];
        this.workers = null;
        this.job = null;
        for (const w of workers)
            void w.terminate();
    }
    /**
     * Stops the threads; a job still running, and any waiting its turn, is
     * rejected (its caller has gone on without it). The pool can be used again
     * afterwards (it restarts them).
     */
    async close() {
        const workers = this.workers ?? [];
        this.workers = null;
        // Jobs waiting their turn are rejected with the running one, not started on new threads.
        const waiting = this.waiting;
        this.waiting = [];
        for (const w of waiting)
            w.reject(new Error('the hash pool was closed'));
        this.job?.fail(new Error('the hash pool was closed'));
        await Promise.all(workers.map((w) => w.terminate()));
    }
}

;// CONCATENATED MODULE: ./src/hash/hash-files.ts
/**
 * SHA-256 of artifacts. Each file is opened safely (see fs/safe-read), hashed
 * in fixed-size chunks so memory stays flat whatever its size, and checked not
 * to have changed while it was read. Each distinct path is hashed once per run.
 *
 * Many files are hashed on a pool of hashing threads (hash-pool.ts): the main
 * thread and a worker per further core. A single file, a small job, or a
 * caller asking for no threads is hashed on the main thread with reads
 * through the libuv pool.
 */







/**
 * Smallest job worth the threads: this many files, or {@link POOL_MIN_BYTES}.
 * A worker that is not running yet takes 30-55 ms to boot; below these a job
 * is done sooner on the main thread (bench/run.mjs, the one-passport audit).
 */
const POOL_MIN_FILES = 32;
/** See {@link POOL_MIN_FILES}: at about 1 GB/s per core, 16 MiB is what a thread start costs. */
const POOL_MIN_BYTES = 16 * 1024 * 1024;
/** Fewest files a {@link readFilesCapped} job sends to the threads. */
const READ_POOL_MIN_FILES = 256;
/** Chunk size for streaming reads on the main thread. */
const HASH_CHUNK_BYTES = 1 << 20;
/** Files hashed at once on the main thread; the libuv pool has 4 threads by default. */
const HASH_CONCURRENCY = 4;
const CHANGED_DETAIL = {
    grew: 'grew while it was being hashed',
    shrank: 'shrank while it was being hashed',
    modified: 'was modified while it was being hashed',
};
/** Hashes one already-contained absolute path on the main thread. Never throws for file-system conditions. */
async function hashFile(absolute, onBytes, maxBytes = Number.MAX_SAFE_INTEGER, blob) {
    const opened = await openRegularFile(absolute);
    if (!opened.ok)
        return opened;
    const { handle, stats } = opened;
    if (stats.size > maxBytes) {
        await handle.close().catch(() => undefined);
        return {
            ok: false,
            reason: 'too-large',
            detail: `is ${stats.size} bytes, over the ${maxBytes}-byte cap`,
        };
    }
    // Two buffers: the next chunk is read (on the libuv pool) while this thread hashes the
    // current one, so a single large file keeps a core hashing and another reading.
    const size = Math.min(HASH_CHUNK_BYTES, Math.max(stats.size + 1, 1));
    let chunk = Buffer.allocUnsafe(size);
    let spare = Buffer.allocUnsafe(size);
    let inflight;
    try {
        const hash = (0,external_node_crypto_.createHash)('sha256');
        const blobHash = blob ? (0,external_node_crypto_.createHash)(blob).update(`blob ${stats.size}\0`) : null;
        let total = 0;
        let head;
        inflight = handle.read(chunk, 0, size, 0);
        for (;;) {
            const { bytesRead } = await inflight;
            inflight = undefined;
            if (bytesRead === 0)
                break;
            // Past the recorded size by one byte at most: a file that grew is caught below.
            if (total + bytesRead <= stats.size) {
                inflight = handle.read(spare, 0, size, total + bytesRead);
            }
            if (total === 0 && stats.size <= LFS_POINTER_MAX_BYTES)
                head = Buffer.from(chunk.subarray(0, bytesRead));
            hash.update(chunk.subarray(0, bytesRead));
            blobHash?.update(chunk.subarray(0, bytesRead));
            total += bytesRead;
            onBytes?.(bytesRead);
            if (total > stats.size)
                return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.grew };
            if (inflight === undefined)
                break;
            [chunk, spare] = [spare, chunk];
        }
        if (total !== stats.size)
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.shrank };
        const after = await handle.stat();
        if (after.size !== stats.size || after.mtimeMs !== stats.mtimeMs) {
            return { ok: false, reason: 'changed', detail: CHANGED_DETAIL.modified };
        }
        const lfs = head ? parseLfsPointer(head) : null;
        // The header named stats.size, which is what was read (checked above).
        return {
            ok: true,
            sha256: hash.digest('hex'),
            size: total,
            ...(lfs ? { lfs } : {}),
            ...(blobHash ? { blob: blobHash.digest('hex') } : {}),
        };
    }
    catch (error) {
        return {
            ok: false,
            reason: 'io',
            detail: `could not be read (${error.code ?? 'EIO'})`,
        };
    }
    finally {
        // Never close under a read still in flight (an early return leaves one behind).
        await inflight?.catch(() => undefined);
        await handle.close().catch(() => undefined);
    }
}
/** A worker's refusal as the failure {@link hashFile} or readFileCapped would have returned. */
function toFailure(result, verb, maxBytes = 0) {
    switch (result.failure) {
        case 'open':
            return describeOpenError(result.code);
        case 'not-regular':
            return { ok: false, reason: 'not-regular', detail: `is ${describeFileMode(result.mode)}` };
        case 'too-large':
            return {
                ok: false,
                reason: 'too-large',
                detail: `is ${result.size} bytes, over the ${maxBytes}-byte cap`,
                size: result.size,
            };
        case 'io':
            return { ok: false, reason: 'io', detail: `could not be ${result.stage} (${result.code})` };
        case 'changed':
            return verb === 'hashed'
                ? { ok: false, reason: 'changed', detail: CHANGED_DETAIL[result.how] }
                : {
                    ok: false,
                    reason: 'changed',
                    detail: `${result.how === 'modified' ? 'was modified' : result.how} while it was being read`,
                };
    }
}
/** Turns a worker's raw result into the outcome {@link hashFile} would have returned. */
function toOutcome(result, maxBytes) {
    if ('sha256' in result) {
        const lfs = result.head ? parseLfsPointer(result.head) : null;
        return {
            ok: true,
            sha256: result.sha256,
            size: result.size,
            ...(lfs ? { lfs } : {}),
            ...(result.blob !== undefined ? { blob: result.blob } : {}),
        };
    }
    if ('bytes' in result)
        throw new Error('a hash job received file contents');
    return toFailure(result, 'hashed', maxBytes);
}
/** Hashes on the main thread, `concurrency` files at a time, into `results` (by index in `paths`). */
async function hashInThread(paths, indexes, results, options, progress) {
    let next = 0;
    let unreported = 0;
    const onBytes = (n) => {
        progress.bytes += n;
        unreported += n;
        // Within a large file too, as the threads do, so progress does not stall on one big file.
        if (unreported >= WORKER_PROGRESS_BYTES) {
            unreported = 0;
            progress.report();
        }
    };
    const worker = async () => {
        while (next < indexes.length) {
            options.signal?.throwIfAborted();
            const i = indexes[next++];
            results[i] = await hashFile(paths[i], onBytes, options.maxBytes, options.blob);
            progress.files++;
            progress.report();
        }
    };
    const concurrency = Math.max(1, options.concurrency ?? HASH_CONCURRENCY);
    await Promise.all(Array.from({ length: Math.min(concurrency, indexes.length) }, worker));
}
/**
 * Hashes a list of distinct absolute paths (already contained in the root) and returns their
 * outcomes in the list's order. The digest service's form (hash/digests.ts): it keeps outcomes in arrays indexed like its
 * tree, where a map keyed by the absolute path hashed each of tens of thousands of long strings
 * several times over. Never throws for file-system conditions; rejects with the signal's reason
 * when aborted (worker threads are terminated at once).
 */
async function hashFileList(paths, options = {}) {
    const results = new Array(paths.length);
    const progress = {
        files: 0,
        bytes: 0,
        report: () => options.onProgress?.({
            files: progress.files,
            totalFiles: paths.length,
            bytes: progress.bytes,
        }),
    };
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? defaultHashThreads());
    // One file cannot be spread over threads, and a small job does not pay for starting them.
    const small = paths.length < POOL_MIN_FILES &&
        options.expectedBytes !== undefined &&
        options.expectedBytes < POOL_MIN_BYTES;
    if (threads <= 0 || paths.length < 2 || small) {
        await hashInThread(paths, paths.map((_, i) => i), results, options, progress);
        return results;
    }
    const pool = options.pool ?? new hash_pool_HashPool(threads);
    try {
        const raw = await pool.run(paths, {
            ...(options.maxBytes !== undefined ? { maxBytes: options.maxBytes } : {}),
            regular: options.regular === true,
            blob: options.blob,
            signal: options.signal,
            onProgress: (files, bytes) => {
                progress.files = files;
                progress.bytes = bytes;
                progress.report();
            },
        });
        const missed = [];
        for (let i = 0; i < paths.length; i++) {
            const r = raw[i];
            if (r === undefined)
                missed.push(i);
            else
                results[i] = toOutcome(r, options.maxBytes);
        }
        // A thread that died (or could not start) left these: hash them here rather than fail the run.
        if (missed.length > 0)
            await hashInThread(paths, missed, results, options, progress);
    }
    finally {
        if (!options.pool)
            await pool.close();
    }
    return results;
}
/**
 * Hashes distinct absolute paths (already contained in the root); returns
 * outcomes by path. A path listed several times is read once. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted (worker
 * threads are terminated at once).
 */
async function hashFiles(paths, options = {}) {
    const unique = [...new Set(paths)];
    const outcomes = await hashFileList(unique, options);
    return new Map(unique.map((p, i) => [p, outcomes[i]]));
}
/** A read job's raw result as the result readFileCapped would have returned. */
function toReadResult(r, maxBytes) {
    if ('bytes' in r) {
        const bytes = Buffer.from(r.bytes.buffer, r.bytes.byteOffset, r.bytes.byteLength);
        return { ok: true, bytes, size: bytes.length };
    }
    if ('sha256' in r)
        throw new Error('a read job received a digest');
    return toFailure(r, 'read', maxBytes);
}
let syncProcessor;
/**
 * Reads one small file (a passport) whole on this thread, synchronously, with the checks of
 * the hashing threads (the same file processor): the digest service's form while the threads are busy
 * hashing, so reading does not wait behind them, nor they behind it. Refused when over
 * `maxBytes`. The absolute path must already be contained in the root. Never throws for
 * file-system conditions.
 */
function readFileCappedSync(absolute, maxBytes) {
    syncProcessor ??= createFileProcessor(external_node_fs_namespaceObject, external_node_crypto_, HASH_THREAD_SETTINGS, () => undefined);
    const task = syncProcessor.begin({ kind: 'read', maxBytes, paths: [absolute], regular: false, blob: '' }, 0);
    let result;
    while ((result = task.step()) === undefined)
        ;
    return toReadResult(result, maxBytes);
}
/**
 * Reads small files (passports) whole on the worker threads, each refused when
 * over `maxBytes` — the parallel twin of readFileCapped, with its results.
 * Absolute paths must already be contained in the root. Never throws for
 * file-system conditions; rejects with the signal's reason when aborted.
 */
async function readFilesCapped(paths, maxBytes, options = {}) {
    const unique = [...new Set(paths)];
    const results = new Map();
    options.signal?.throwIfAborted();
    const threads = options.pool ? options.pool.size : (options.threads ?? defaultHashThreads());
    let missed = unique;
    if (threads > 0 && unique.length >= READ_POOL_MIN_FILES) {
        const pool = options.pool ?? new hash_pool_HashPool(threads);
        try {
            const raw = await pool.run(unique, { kind: 'read', maxBytes, signal: options.signal });
            missed = [];
            unique.forEach((p, i) => {
                const r = raw[i];
                if (r === undefined)
                    missed.push(p);
                else
                    results.set(p, toReadResult(r, maxBytes));
            });
        }
        finally {
            if (!options.pool)
                await pool.close();
        }
    }
    // A few files on the main thread, several at a time so the libuv pool overlaps their system calls.
    let next = 0;
    const reader = async () => {
        while (next < missed.length) {
            options.signal?.throwIfAborted();
            const p = missed[next++];
            results.set(p, await readFileCapped(p, maxBytes));
        }
    };
    await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, missed.length) }, reader));
    return results;
}

;// CONCATENATED MODULE: ./src/vcs/git.ts
/**
 * The one way passport-gate runs git: execFile (no shell, so neither a ref nor
 * a path can be read as a command; callers put `--end-of-options` or `--`
 * before anything typed), no prompt (GIT_TERMINAL_PROMPT=0: a prompt for
 * credentials would hang the job; the gate only reads local history and
 * attributes), a capped output buffer, and an answer instead of a throw.
 * Used to find the repository root and the changed files (CLI and action), to
 * read a file as it is at a commit (the base branch's `.passport-gate.yml`,
 * the CLI's `--config-from`) without trusting the checkout, and to ask which
 * paths Git LFS manages (vcs/lfs-attributes.ts).
 *
 * node:child_process is loaded on first use: it costs a few ms of every
 * start-up otherwise, and most runs never start git.
 */

/** Largest output read from one git command (`git diff --name-only`: a million 64-byte paths). */
const GIT_OUTPUT_MAX_BYTES = 64 * 1024 * 1024;
/** Most symbolic links followed inside a commit's tree before giving up (as the kernel's ELOOP, lower). */
const GIT_MAX_SYMLINK_HOPS = 8;
/** Runs `git args…` in `cwd`; stdout as UTF-8 text. Never rejects. */
function git_runGit(cwd, args, options = {}) {
    return execGit(cwd, args, options, 'utf8');
}
/** {@link runGit} with stdout as bytes (a blob, which need not be text). */
function runGitForBytes(cwd, args, options = {}) {
    return execGit(cwd, args, options, 'buffer');
}
async function execGit(cwd, args, options, encoding) {
    const { execFile } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1421, 23));
    const result = await new Promise((resolve) => {
        const done = (error, stdout, stderr) => {
            const status = error?.code;
            if (!error || (typeof status === 'number' && options.okExitCodes?.includes(status))) {
                resolve({ ok: true, stdout });
                return;
            }
            const code = error.code;
            const first = stderr.toString().trim().split('\n')[0] ?? '';
            resolve({
                ok: false,
                message: first || (typeof code === 'string' ? code : error.message.split('\n')[0]) || '',
                missing: code === 'ENOENT' && first === '',
            });
        };
        try {
            const child = execFile('git', [...args], {
                cwd,
                encoding,
                maxBuffer: options.maxBytes ?? GIT_OUTPUT_MAX_BYTES,
                ...(options.timeoutMs !== undefined ? { timeout: options.timeoutMs } : {}),
                windowsHide: true,
                env: { ...process.env, ...options.env, GIT_TERMINAL_PROMPT: '0' },
            }, done);
            if (options.input !== undefined) {
                // git may exit before reading everything (not a repository): that is its answer, not ours.
                child.stdin?.on('error', () => undefined);
                child.stdin?.end(options.input);
            }
        }
        catch (error) {
            done(error, '', '');
        }
    });
    // spawn says ENOENT for a missing working directory too: tell the two apart.
    if (!result.ok && result.missing) {
        const { stat } = await Promise.resolve(/* import() */).then(__nccwpck_require__.t.bind(__nccwpck_require__, 1455, 23));
        const isDir = await stat(cwd).then((s) => s.isDirectory(), () => false);
        if (!isDir)
            return { ok: false, message: `${cwd} is not a directory`, missing: false };
    }
    return result;
}
/** True when git's message says `cwd` is in no repository at all. */
function isNotARepository(result) {
    return !result.ok && /not a git repository/i.test(result.message);
}
/** The {@link GitRunner} over {@link runGit}. */
const readGitOutput = async (cwd, args) => {
    const result = await git_runGit(cwd, args);
    return result.ok ? result.stdout : null;
};
/** A full commit id (SHA-1, or SHA-256 for SHA-256 repositories). */
function isObjectId(value) {
    return typeof value === 'string' && /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}
/** True when the repository at `cwd` holds commit `sha` (a shallow clone may not). */
async function hasCommit(cwd, sha, git = readGitOutput) {
    if (!isObjectId(sha))
        return false;
    return (await git(cwd, ['cat-file', '-e', `${sha}^{commit}`])) !== null;
}
/**
 * git's ignore rules for the work tree at `root` (core/ignored.ts), asked of git itself in one
 * `git check-ignore --stdin -z` per question, so `.gitignore` files at any depth,
 * `.git/info/exclude`, `core.excludesFile` and negations mean exactly what they mean to git.
 * Without `--no-index`: a tracked file is never reported, as it is part of the commit whatever
 * the rules say. Outside a git repository (or without git) nothing is ignored: every file
 * counts, the fail-closed answer. When git fails otherwise, the same, and `onFallback` hears
 * why, once.
 */
function createGitIgnoreRules(root, onFallback) {
    let unavailable = false;
    return async (rels) => {
        // A path with a NUL or a line break cannot cross -z/--stdin intact; it is not ignored.
        const asked = rels.filter((r) => r !== '' && !r.includes('\0'));
        if (unavailable || asked.length === 0)
            return new Set();
        // check-ignore refuses --literal-pathspecs; "./" before each path keeps a leading ":"
        // from being read as pathspec magic (":(top)x" is a file name here), and git echoes it back.
        const result = await git_runGit(root, ['check-ignore', '--stdin', '-z'], {
            input: asked.map((r) => `./${r}\0`).join(''),
            okExitCodes: [1],
        });
        if (!result.ok) {
            unavailable = true;
            // No repository (or no git): .gitignore means nothing there, as to git itself; said in
            // the docs, not on every run. Anything else is a surprise worth a note.
            if (!isNotARepository(result) && !result.missing)
                onFallback?.(`git check-ignore failed (${result.message}); .gitignore rules were not applied, every file counts`);
            return new Set();
        }
        const wanted = new Set(asked);
        const answer = result.stdout.split('\0').map((p) => p.replace(/^\.\//, ''));
        return new Set(answer.filter((p) => wanted.has(p)));
    };
}
/**
 * The gitlinks (submodules, mode 160000) among `rels` in the index of the work tree at `root`
 * (core/ignored.ts GitlinkQuery), in one `git ls-files --stage`; paths are literal pathspecs.
 * Outside a git repository (or without git) there is none: a directory is then a directory.
 */
function createGitlinkQuery(root) {
    return async (rels) => {
        const asked = rels.filter((r) => r !== '' && !r.includes('\0'));
        const wanted = new Set(asked);
        const found = new Set();
        // A few hundred paths per command line: the candidates are empty directories, rarely many.
        for (let i = 0; i < asked.length; i += GITLINK_BATCH) {
            const batch = asked.slice(i, i + GITLINK_BATCH).map((r) => `./${r}`);
            const result = await git_runGit(root, [
                '--literal-pathspecs',
                'ls-files',
                '--stage',
                '-z',
                '--',
                ...batch,
            ]);
            if (!result.ok)
                return found;
            // -z --stage: "<mode> <object> <stage>\t<path>" NUL, paths relative to the current directory.
            for (const line of result.stdout.split('\0')) {
                const tab = line.indexOf('\t');
                if (tab < 0 || !line.startsWith('160000 '))
                    continue;
                const rel = line.slice(tab + 1);
                if (wanted.has(rel))
                    found.add(rel);
            }
        }
        return found;
    };
}
/** Paths per `git ls-files` of {@link createGitlinkQuery}. */
const GITLINK_BATCH = 256;
/** The top level of the git work tree holding `dir`, or null outside one. */
async function findRepositoryRoot(dir, git = readGitOutput) {
    const out = await git(dir, ['rev-parse', '--show-toplevel']);
    // rev-parse ends its answer with one newline; a directory name may end with spaces, so no trim.
    const top = out?.replace(/\n$/, '');
    return top ? path.resolve(top) : null;
}
/**
 * Resolves a revision the user typed (`--config-from REF`) to a commit id, or
 * null when it names no commit. The ref goes after `--end-of-options`, so it
 * is never read as an option.
 */
async function resolveCommit(cwd, ref, git = readGitOutput) {
    if (ref === '' || ref.includes('\0'))
        return null;
    const out = await git(cwd, [
        'rev-parse',
        '--verify',
        '--quiet',
        '--end-of-options',
        `${ref}^{commit}`,
    ]);
    const sha = out?.trim() ?? '';
    return isObjectId(sha) ? sha : null;
}
/** One `git ls-tree --long -z` line for exactly `rel` at `sha`, or null when there is none. */
async function lsTree(cwd, sha, rel, git) {
    // --literal-pathspecs: a `*` or `:` in the name is a character, not a pattern or magic;
    // --full-tree: the path is from the top level whatever the working directory.
    const out = await git(cwd, [
        '--literal-pathspecs',
        'ls-tree',
        '-z',
        '--long',
        '--full-tree',
        sha,
        '--',
        rel,
    ]);
    if (out === null)
        throw new Error(`git ls-tree failed for commit ${sha}`);
    for (const record of out.split('\0')) {
        const tab = record.indexOf('\t');
        if (tab < 0)
            continue;
        if (record.slice(tab + 1) !== rel)
            continue;
        const [mode = '', type = '', oid = '', size = ''] = record.slice(0, tab).split(/ +/);
        return { mode, type, oid, size: /^\d+$/.test(size) ? Number(size) : null };
    }
    return null;
}
/**
 * Reads the file at repository-relative POSIX path `rel` as it is in commit
 * `sha`, refusing what is not a regular file of at most `maxBytes`: a
 * directory, a submodule, a symbolic link that leaves the repository (links
 * inside it are followed, at most {@link GIT_MAX_SYMLINK_HOPS}). The size is
 * checked from the tree before the content is read. Throws when git fails
 * for another reason (the caller says so; it must not read that as "absent").
 */
async function readBlobAtCommit(cwd, sha, rel, maxBytes, git = readGitOutput) {
    if (!isObjectId(sha))
        throw new Error(`not a commit id: ${JSON.stringify(sha)}`);
    let current = rel;
    for (let hop = 0; hop <= GIT_MAX_SYMLINK_HOPS; hop++) {
        const entry = await lsTree(cwd, sha, current, git);
        if (entry === null)
            return { kind: 'absent' };
        if (entry.type === 'tree')
            return { kind: 'refused', detail: 'is a directory' };
        if (entry.type === 'commit')
            return { kind: 'refused', detail: 'is a submodule' };
        if (entry.type !== 'blob' || !isObjectId(entry.oid) || entry.size === null)
            throw new Error(`git ls-tree gave an unexpected entry for ${JSON.stringify(current)}`);
        if (entry.size > maxBytes)
            return {
                kind: 'refused',
                detail: `is ${entry.size} bytes, over the ${maxBytes}-byte cap`,
            };
        const blob = await runGitForBytes(cwd, ['cat-file', 'blob', entry.oid], {
            maxBytes: maxBytes + 1,
        });
        if (!blob.ok)
            throw new Error(`git cat-file failed for ${entry.oid}: ${blob.message}`);
        const bytes = blob.stdout;
        if (entry.mode !== '120000')
            return { kind: 'file', bytes, path: current };
        // A symbolic link: its blob is the target, relative to the link's directory.
        const target = bytes.toString('utf8');
        const joined = path.posix.normalize(target.startsWith('/') ? target : path.posix.join(path.posix.dirname(current), target));
        if (target.startsWith('/') ||
            joined === '..' ||
            joined.startsWith('../') ||
            joined.includes('\0'))
            return { kind: 'refused', detail: 'is a symbolic link out of the repository' };
        current = joined;
    }
    return {
        kind: 'refused',
        detail: `is a chain of more than ${GIT_MAX_SYMLINK_HOPS} symbolic links`,
    };
}

;// CONCATENATED MODULE: ./src/vcs/lfs-attributes.ts

/** Longest wait for `git check-attr`; it reads a few attribute files, so this is generous. */
const GIT_CHECK_ATTR_TIMEOUT_MS = 30_000;
/** Largest output read from `git check-attr` (about 100,000 paths). */
const GIT_CHECK_ATTR_MAX_BYTES = 64 * 1024 * 1024;
/**
 * The paths among `rels` (relative to `root`, POSIX) whose `filter` attribute is `lfs`, as
 * git reports it for the work tree holding `root`. Empty when `root` is not in a git work tree
 * or git fails. Never rejects.
 */
async function listLfsFilteredPaths(root, rels, how = {}) {
    const tracked = new Set();
    if (rels.length === 0)
        return tracked;
    // --cached: the attributes of the index alone (a base commit's, read into an index of its own).
    const args = ['check-attr', ...(how.cached ? ['--cached'] : []), '-z', '--stdin', 'filter'];
    const answer = await git_runGit(root, args, {
        input: `${rels.join('\0')}\0`,
        maxBytes: GIT_CHECK_ATTR_MAX_BYTES,
        timeoutMs: GIT_CHECK_ATTR_TIMEOUT_MS,
        ...(how.env ? { env: how.env } : {}),
    });
    if (!answer.ok)
        return tracked;
    // -z output: <path> NUL <attribute> NUL <value> NUL, per path.
    const fields = answer.stdout.split('\0');
    const asked = new Set(rels);
    for (let i = 0; i + 2 < fields.length; i += 3) {
        const rel = fields[i];
        if (fields[i + 1] === 'filter' && fields[i + 2] === 'lfs' && asked.has(rel))
            tracked.add(rel);
    }
    return tracked;
}
/** The {@link LfsQuery} of the work tree at `root`, as checked out. */
function createLfsQuery(root) {
    return (rels) => listLfsFilteredPaths(root, rels);
}

;// CONCATENATED MODULE: ./src/hash/digests.ts
/**
 * The digest service: the one door to hashing. A run tells it which files it
 * may need early (prefetch), which it needs (request), and waits once for
 * every outcome (settle); it also reads the small documents (passports) in the
 * way that keeps the hashing threads busy. Everything that makes that fast
 * lives here and nowhere else:
 *
 *  - outcomes in arrays indexed by file id (repo/tree.ts), not maps keyed by
 *    absolute paths;
 *  - the speculation: the files a repository that passes lists are its output
 *    directories' files, so the small ones hash before any passport is read;
 *  - the late job (what the passports list beyond the guess, queued behind it
 *    on the same threads) and the remaining one (what the guess refused by its
 *    size cap);
 *  - the expected size of a small job, from the sizes the passports record,
 *    so it stays on the main thread when threads would cost more;
 *  - reading the passports on this thread between parses, or on the threads,
 *    as the hashing load says;
 *  - which pointer-shaped files Git LFS manages (vcs/lfs-attributes.ts), asked of
 *    git for those few files alone.
 */



/**
 * Largest file hashed on speculation, before any passport says it is an artifact: 1 MiB, so a
 * guess that misses (an unlisted file) costs at most about a millisecond of one thread.
 */
const SPECULATIVE_HASH_MAX_BYTES = 1 << 20;
/** Creates the digest service of one run over `files`. */
function createDigestService(files, options = {}) {
    return new Digests(files, options);
}
class Digests {
    files;
    options;
    outcomes;
    progressByJob = new Map();
    hashOptions;
    readOptions;
    speculation = null;
    late = null;
    requested = [];
    /** Known digests asked so far (undefined: asked, not known), and the files served by them. */
    knownAsked = new Map();
    servedByKnown = new Set();
    reader;
    constructor(files, options) {
        this.files = files;
        this.options = options;
        this.outcomes = new Array(files.listedCount);
        const signal = options.signal ? { signal: options.signal } : {};
        this.hashOptions = options.pool
            ? { pool: options.pool, ...signal }
            : { ...(options.threads !== undefined ? { threads: options.threads } : {}), ...signal };
        this.readOptions = options.pool ? { pool: options.pool, ...signal } : { threads: 0, ...signal };
        this.reader = { readEach: (rels, maxBytes, visit) => this.readEach(rels, maxBytes, visit) };
    }
    prefetch(all) {
        if (!this.options.pool || all.length === 0 || this.speculation)
            return;
        // A file with a known digest waits for its passport: the digest it records decides.
        const files = this.options.known ? all.filter((f) => !this.knownOf(f)) : all;
        if (files.length === 0)
            return;
        const job = this.hash(files, 'speculative', {
            maxBytes: SPECULATIVE_HASH_MAX_BYTES,
            regular: true,
        });
        let top = 0;
        for (const f of files)
            if (f > top)
                top = f;
        const covered = new Uint8Array(top + 1);
        for (const f of files)
            covered[f] = 1;
        this.speculation = { ...job, covered };
    }
    request(requested, sizes) {
        this.requested = requested;
        const files = this.options.known ? this.serveKnown(requested) : requested;
        // What the speculation does not cover: files it did not guess, and files it will refuse as
        // larger than its cap by the size their passport records (a file whose recorded size is
        // wrong is caught after both jobs, in settle). Queued behind the speculation.
        const covered = this.speculation?.covered;
        const late = files.filter((f) => covered?.[f.file] !== 1 ||
            (f.ref.sizeBytes !== null && f.ref.sizeBytes > SPECULATIVE_HASH_MAX_BYTES));
        const lateFiles = distinct(late.map((f) => f.file));
        if (sizes !== 'measure') {
            const expectedBytes = expectHashBytes(late, sizes);
            this.late = this.hash(lateFiles, 'listed', {
                ...(expectedBytes !== undefined ? { expectedBytes } : {}),
            });
            return;
        }
        const measured = this.measure(lateFiles).then((expectedBytes) => this.hash(lateFiles, 'listed', { expectedBytes }).outcomes);
        measured.catch(() => undefined);
        this.late = { files: lateFiles, outcomes: measured };
    }
    /** The known digest of a walked file (asked once), undefined for any other. */
    knownOf(file) {
        const known = this.options.known;
        if (!known || file >= this.files.listedCount)
            return undefined;
        if (this.knownAsked.has(file))
            return this.knownAsked.get(file);
        const digest = known.lookup(this.files.relOf(file));
        this.knownAsked.set(file, digest);
        return digest;
    }
    /**
     * Settles from known digests the files every request of which records that digest (and, when
     * it records one, that size); returns the requests left to hash. A known digest that differs
     * from a recorded one is never reported: the file is hashed, so every finding comes from bytes.
     */
    serveKnown(requested) {
        const disagree = new Set();
        for (const f of requested) {
            const known = this.knownOf(f.file);
            if (!known ||
                known.sha256 !== f.ref.sha256 ||
                (f.ref.sizeBytes !== null && f.ref.sizeBytes !== known.size))
                disagree.add(f.file);
        }
        const rest = [];
        for (const f of requested) {
            const known = this.knownAsked.get(f.file);
            if (disagree.has(f.file) || !known) {
                rest.push(f);
                continue;
            }
            this.outcomes[f.file] = { ok: true, sha256: known.sha256, size: known.size };
            this.servedByKnown.add(f.file);
        }
        return rest;
    }
    /** Offers what hashed from its bytes to the known digests (the cache learns it). */
    teachKnown() {
        const known = this.options.known;
        if (!known)
            return;
        for (const { file } of this.requested) {
            const outcome = this.outcomes[file];
            if (file >= this.files.listedCount || this.servedByKnown.has(file))
                continue;
            if (outcome?.ok && !outcome.lfs && outcome.blob !== undefined)
                known.learn(this.files.relOf(file), outcome.sha256, outcome.size, outcome.blob);
        }
    }
    /**
     * The bytes of `files` by stat, 0 for one that cannot be stat'ed (its hashing says why): a
     * small job stays on the main thread, where starting threads would cost more than hashing a
     * few small files, and a stat per file is cheap next to a read.
     */
    async measure(files) {
        const sizes = await Promise.all(files.map((f) => (0,promises_.stat)(this.files.realPathOf(f)).then((st) => st.size, () => 0)));
        return sizes.reduce((total, n) => total + n, 0);
    }
    async settle() {
        const { signal } = this.options;
        signal?.throwIfAborted();
        // The late job's outcomes go in after the speculation's. A refusal by the speculation's size
        // cap is no outcome: such a file is hashed in full now.
        for (const job of [this.speculation, this.late]) {
            if (!job)
                continue;
            const outcomes = await job.outcomes;
            job.files.forEach((f, k) => (this.outcomes[f] = outcomes[k]));
        }
        const remaining = distinct(this.requested
            .filter((f) => {
            if (this.servedByKnown.has(f.file))
                return false;
            const outcome = this.outcomes[f.file];
            return outcome === undefined || (!outcome.ok && outcome.reason === 'too-large');
        })
            .map((f) => f.file));
        if (remaining.length > 0) {
            const rest = await this.hash(remaining, 'remaining', {}).outcomes;
            remaining.forEach((f, k) => (this.outcomes[f] = rest[k]));
        }
        signal?.throwIfAborted();
        this.teachKnown();
        return this.tabulate(await this.listLfsManaged());
    }
    /**
     * The requested files shaped like a Git LFS pointer that git says are LFS-managed. Git is
     * asked about those few files alone, so a run without pointer-shaped artifacts never starts it.
     */
    async listLfsManaged() {
        const pointers = new Map();
        for (const { file } of this.requested) {
            const outcome = this.outcomes[file];
            if (outcome?.ok && outcome.lfs)
                pointers.set(file, this.files.relOf(file));
        }
        if (pointers.size === 0)
            return new Set();
        const rels = [...new Set(pointers.values())];
        const managed = await (this.options.lfsManaged?.(rels) ??
            listLfsFilteredPaths(this.files.realRoot, rels));
        return new Set([...pointers].filter(([, rel]) => managed.has(rel)).map(([f]) => f));
    }
    tabulate(lfsManaged) {
        const outcomes = this.outcomes;
        // Each file counted once: a file listed by several passports (or spellings) was read once.
        let bytesHashed = 0;
        const counted = new Uint8Array(outcomes.length);
        for (const { file } of this.requested) {
            const outcome = outcomes[file];
            if (!outcome?.ok || counted[file] === 1 || this.servedByKnown.has(file))
                continue;
            counted[file] = 1;
            bytesHashed += outcome.size;
        }
        return {
            outcome: (file) => outcomes[file],
            lfsObject: (file) => {
                const outcome = outcomes[file];
                return outcome?.ok && lfsManaged.has(file) ? outcome.lfs : undefined;
            },
            bytesHashed,
        };
    }
    /** Starts one hash job; its rejection is handled where it is awaited (settle). */
    hash(files, name, options) {
        const outcomes = hashFileList(files.map((f) => this.files.realPathOf(f)), {
            ...this.hashOptions,
            ...options,
            // With a content cache, each file's blob id from the same bytes: what it learns is keyed by it.
            blob: this.options.known?.blobFormat,
            onProgress: this.progressOf(name),
        });
        // Awaited in settle; this only keeps a throw in between from leaving the rejection unhandled.
        outcomes.catch(() => undefined);
        return { files, outcomes };
    }
    /** The progress callback of one job: the caller sees every job's progress summed. */
    progressOf(job) {
        return (p) => {
            this.progressByJob.set(job, p);
            const onProgress = this.options.onProgress;
            if (!onProgress)
                return;
            const sum = { files: 0, totalFiles: 0, bytes: 0 };
            for (const q of this.progressByJob.values()) {
                sum.files += q.files;
                sum.totalFiles += q.totalFiles;
                sum.bytes += q.bytes;
            }
            onProgress(sum);
        };
    }
    /**
     * The passports are read on the hashing threads when they have less else to do, and here,
     * one by one between the parses, when the speculation gives them more files to hash than
     * there are passports (all mode): the threads hash from the start, and neither job waits
     * behind the other in the pool's queue (workload 2: the threads began hashing some 40 ms
     * later, and this thread waited as long for the reads). Either way with the checks of
     * fs/safe-read.ts; a passport that is not plainly reachable is read through readContained.
     */
    async readEach(rels, maxBytes, visit) {
        const { files } = this;
        const here = this.speculation !== null && this.speculation.files.length >= rels.length;
        const batch = here
            ? new Map()
            : await readFilesCapped(rels.flatMap((rel) => {
                const file = files.fileId(rel);
                return file === undefined ? [] : [files.realPathOf(file)];
            }), maxBytes, this.readOptions);
        for (const rel of rels) {
            this.options.signal?.throwIfAborted();
            const file = files.fileId(rel);
            const read = file === undefined
                ? await files.readContained(rel, maxBytes)
                : here
                    ? readFileCappedSync(files.realPathOf(file), maxBytes)
                    : (batch.get(files.realPathOf(file)) ?? (await files.readContained(rel, maxBytes)));
            visit(rel, read);
        }
    }
}
/** Each file once, in first-seen order. */
function distinct(files) {
    return [...new Set(files)];
}
/**
 * Bytes the files should hold, from the sizes their passports record, when that decides
 * anything: only a job of fewer than POOL_MIN_FILES files can be too small to be worth the
 * threads. An input records no size: it takes the size a producer recorded for the same path
 * as written (a heuristic; passports write root-relative paths as a rule). Undefined when the
 * job is large or any size is unknown.
 */
function expectHashBytes(files, recordedSizes) {
    const unique = new Map();
    for (const f of files) {
        unique.set(f.file, f.ref);
        if (unique.size >= POOL_MIN_FILES)
            return undefined;
    }
    // Only the spellings some file needs: a map of every output of every passport (30,000 on
    // workload 3, for a job of a few files) took 34 ms (node --cpu-prof).
    const needed = new Set();
    for (const ref of unique.values())
        if (ref.sizeBytes === null)
            needed.add(ref.path);
    const declared = needed.size > 0 ? recordedSizes(needed) : new Map();
    let total = 0;
    for (const ref of unique.values()) {
        const n = ref.sizeBytes ?? declared.get(ref.path);
        if (n === undefined)
            return undefined;
        total += n;
    }
    return total;
}

;// CONCATENATED MODULE: ./src/vcs/vouched-blobs.ts
/**
 * Which working-tree files git vouches for as byte-for-byte their committed blob: the key of
 * the content cache (hash/content-cache.ts). A blob id names the bytes git stored, so a digest
 * keyed by it is sound for a working-tree file only when the file holds exactly those bytes.
 * Git answers that from its index (the stat data it recorded at checkout, and the content for a
 * racily clean entry); this module asks it and keeps only the entries it cannot doubt:
 *
 *  - `git ls-files -s -v -z`: the index's entries, each with its blob id, mode, stage and tag.
 *    Kept: tag `H` (cached: not assume-unchanged, which is a lower-case tag, not skip-worktree
 *    `S`, not unmerged), stage 0, mode 100644 or 100755 (no symlink, no submodule).
 *  - `git diff-files --name-only -z`: entries whose file differs from the index by stat or
 *    content (git re-reads a racily clean one). Dropped. Config that weakens the stat check
 *    (core.checkStat=minimal, core.trustctime=false, core.ignoreStat, core.fsmonitor) is
 *    overridden on the command line, so ctime (which no program can set) is compared too.
 *  - `git check-attr -a -z --stdin`: a path with any conversion attribute (`filter` — Git LFS
 *    among them —, `text`, `eol`, `crlf`, `ident`, `working-tree-encoding`) may differ from its
 *    blob by design, while git calls it clean. Dropped. These are the attributes the checkout
 *    applied (the work tree's): they decide whether the bytes on disk are the blob's.
 *  - `core.autocrlf=true` converts text files on checkout without any attribute: nothing is
 *    vouched for.
 *
 * Any failure (no git, not a work tree, a timeout, an answer too large) vouches for nothing:
 * every file is then hashed from its bytes.
 */

/** Longest wait for each git command: they read the index, or a few attribute files. */
const VOUCH_TIMEOUT_MS = 120_000;
/** Largest answer read from git: some 10⁶ index entries of a hundred bytes, with room. */
const VOUCH_MAX_BYTES = (/* unused pure expression or super */ null && (512 * 1024 * 1024));
/** The attributes under which a checked-out file may differ from its blob. */
const CONVERSION_ATTRIBUTES = new Set([
    'filter',
    'text',
    'eol',
    'crlf',
    'ident',
    'working-tree-encoding',
]);
/** Config that makes git's stat check as strict as it goes (see the file comment). */
const STRICT_STAT = (/* unused pure expression or super */ null && ([
    '-c',
    'core.checkStat=default',
    '-c',
    'core.trustctime=true',
    '-c',
    'core.ignoreStat=false',
    '-c',
    'core.fsmonitor=false',
]));
/**
 * The files under `root` (relative to it) that git vouches for as their committed blob. Never
 * rejects: a failure is a reason, and nothing is vouched for.
 */
async function vouched_blobs_listVouchedBlobs(root) {
    const run = (args, input) => runGit(root, args, {
        maxBytes: VOUCH_MAX_BYTES,
        timeoutMs: VOUCH_TIMEOUT_MS,
        ...(input !== undefined ? { input } : {}),
    });
    const [format, autocrlf, listed, dirty] = await Promise.all([
        run(['rev-parse', '--show-object-format']),
        runGit(root, ['config', '--get', 'core.autocrlf'], { okExitCodes: [1] }),
        run([...STRICT_STAT, 'ls-files', '-s', '-v', '-z']),
        run([...STRICT_STAT, 'diff-files', '--relative', '--name-only', '-z']),
    ]);
    if (!format.ok)
        return { reason: `git cannot say the object format: ${format.message}` };
    const objectFormat = format.stdout.trim();
    if (objectFormat !== 'sha1' && objectFormat !== 'sha256')
        return { reason: `unknown object format ${JSON.stringify(objectFormat)}` };
    if (!autocrlf.ok)
        return { reason: `git config failed: ${autocrlf.message}` };
    if (/^(true|yes|on|1)$/i.test(autocrlf.stdout.trim()))
        return { reason: 'core.autocrlf converts files on checkout' };
    if (!listed.ok)
        return { reason: `git ls-files failed: ${listed.message}` };
    if (!dirty.ok)
        return { reason: `git diff-files failed: ${dirty.message}` };
    const blobs = parseIndexEntries(listed.stdout, objectFormat === 'sha1' ? 40 : 64);
    for (const rel of dirty.stdout.split('\0'))
        if (rel !== '')
            blobs.delete(rel);
    if (blobs.size === 0)
        return { objectFormat, blobs };
    const attributes = await run(['check-attr', '-a', '-z', '--stdin'], joinPaths(blobs.keys()));
    if (!attributes.ok)
        return { reason: `git check-attr failed: ${attributes.message}` };
    // -z output: <path> NUL <attribute> NUL <value> NUL, for each attribute set on a path.
    const fields = attributes.stdout.split('\0');
    for (let i = 0; i + 2 < fields.length; i += 3)
        if (CONVERSION_ATTRIBUTES.has(fields[i + 1]))
            blobs.delete(fields[i]);
    return { objectFormat, blobs };
}
/** Paths NUL-terminated, for git's --stdin. */
function joinPaths(paths) {
    let out = '';
    for (const p of paths)
        out += `${p}\0`;
    return out;
}
/**
 * `git ls-files -s -v -z` lines (`<tag> <mode> <blob> <stage>\t<path>`) → path → blob, for the
 * entries that may be vouched for (see the file comment). A path that did not decode as UTF-8
 * (U+FFFD) is left out: it could be mistaken for another spelling.
 */
function parseIndexEntries(text, idLength) {
    const blobs = new Map();
    const line = new RegExp(`^H (100644|100755) ([0-9a-f]{${idLength}}) 0\\t(.+)$`, 's');
    for (const entry of text.split('\0')) {
        const m = line.exec(entry);
        if (!m || m[3].includes('\uFFFD'))
            continue;
        blobs.set(m[3], m[2]);
    }
    return blobs;
}
/** True when `value` is a {@link NoVouch}. */
function vouched_blobs_isNoVouch(value) {
    return 'reason' in value;
}

;// CONCATENATED MODULE: ./src/hash/content-cache.ts
/**
 * The content cache (opt-in, for release gating): sha256 digests keyed by git blob id, so an
 * audit of a large repository reads only the files whose blob it has not met before. SECURITY.md
 * ("The content cache") is its threat model; in short:
 *
 *  - A lookup by key is sound only for a file git vouches for as byte-for-byte its blob
 *    (vcs/vouched-blobs.ts); every other file is hashed from its bytes. What the cache learns
 *    is keyed by the blob id computed from the bytes hashed (`blob <size>\0` ‖ bytes, in the
 *    repository's object format), never by the index's blob id for the path: an index pointed
 *    at another blob with the file's stat data cannot teach it a digest for bytes not read.
 *  - The file is untrusted input: bounded (MAX_CONTENT_CACHE_BYTES), one header line checked
 *    field by field, fixed-size records in strictly ascending blob order, and an HMAC-SHA256
 *    of the header's fields and the records under a secret key only the writing runs hold (a
 *    step of the same job, or a cache saved by other code under the same key name, cannot
 *    forge entries without it). Anything off (corrupt, truncated, oversized, another repository,
 *    another object format) and the whole file is ignored with a notice: never trusted in part.
 *  - A hit is used only when it equals the digest the passport records; one that differs is
 *    hashed from the bytes, so every finding comes from bytes read (hash/digests.ts).
 *  - Only runs that may write it (default-branch and release runs, never a pull request) call
 *    {@link ContentCache.save}; the decision is core/content-cache-policy.ts's.
 *
 * Format: `{"format":"passport-gate-content-cache",…}\n` then `entries` records of
 * blob id (20 or 32 bytes) ‖ sha256 (32 bytes) ‖ size (8 bytes, big-endian).
 */





/** Largest cache file read: some 16 million entries of a sha1 repository. */
const MAX_CONTENT_CACHE_BYTES = (/* unused pure expression or super */ null && (1 << 30));
/** Longest header line. */
const MAX_HEADER_BYTES = 4096;
const FORMAT = 'passport-gate-content-cache';
const VERSION = 1;
const SHA256_BYTES = 32;
const SIZE_BYTES = 8;
/** Shortest key accepted (bytes of UTF-8). */
const MIN_KEY_BYTES = 16;
/**
 * Loads the cache at `file` for the work tree at `root`. Never rejects for the file's content
 * or absence: an unusable file is a notice and an empty cache; git's failure to vouch is a
 * notice and a cache that vouches for nothing.
 */
async function loadContentCache(root, file, options) {
    const notices = [];
    const [vouched, bytes] = await Promise.all([listVouchedBlobs(root), readCacheFile(file)]);
    let known = { objectFormat: 'sha1', blobs: new Map() };
    if (isNoVouch(vouched))
        notices.push(`content cache not used: ${vouched.reason}`);
    else
        known = vouched;
    let records = null;
    if (typeof bytes === 'string') {
        if (bytes !== 'missing')
            notices.push(`content cache ${file} ignored: ${bytes}`);
    }
    else if (!isNoVouch(vouched)) {
        const parsed = parseCacheFile(bytes, options, vouched.objectFormat);
        if (typeof parsed === 'string')
            notices.push(`content cache ${file} ignored: ${parsed}`);
        else
            records = parsed;
    }
    return { cache: new ContentCache(root, options, known, records), notices };
}
/** The file's bytes, or why not ('missing' when there is none: the first run). */
async function readCacheFile(file) {
    let handle;
    try {
        handle = await open(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' ? 'missing' : `cannot be opened (${code ?? 'error'})`;
    }
    try {
        const st = await handle.stat();
        if (!st.isFile())
            return 'not a regular file';
        if (st.size > MAX_CONTENT_CACHE_BYTES)
            return `larger than ${MAX_CONTENT_CACHE_BYTES} bytes (${st.size})`;
        const bytes = Buffer.alloc(st.size);
        const { bytesRead } = await handle.read(bytes, 0, st.size, 0);
        return bytesRead === st.size ? bytes : 'changed while read';
    }
    catch (error) {
        return `cannot be read (${error.code ?? 'error'})`;
    }
    finally {
        await handle.close();
    }
}
/** Checks a cache file whole; returns its records, or why it is ignored. */
function parseCacheFile(bytes, { repository, key }, objectFormat) {
    const nl = bytes.subarray(0, MAX_HEADER_BYTES + 1).indexOf(0x0a);
    if (nl < 0)
        return 'no header line';
    let header;
    try {
        header = JSON.parse(bytes.subarray(0, nl).toString('utf8'));
    }
    catch {
        return 'the header is not JSON';
    }
    const problem = checkHeader(header);
    if (problem)
        return problem;
    const h = header;
    if (h.repository !== repository)
        return `written for another repository (${JSON.stringify(h.repository)})`;
    if (h.object_format !== objectFormat)
        return `written for ${h.object_format} object ids, this repository uses ${objectFormat}`;
    const idBytes = objectFormat === 'sha1' ? 20 : 32;
    const recordBytes = idBytes + SHA256_BYTES + SIZE_BYTES;
    const offset = nl + 1;
    if (bytes.length - offset !== h.entries * recordBytes)
        return `truncated or padded: ${bytes.length - offset} bytes of records for ${h.entries} entries`;
    const records = bytes.subarray(offset);
    const mac = authenticate(key, h.repository, h.object_format, h.entries, records);
    if (!timingSafeEqual(mac, Buffer.from(h.records_hmac, 'hex')))
        return 'its authentication code does not match (another key, or the file was altered)';
    for (let i = 0; i < h.entries; i++) {
        const at = i * recordBytes;
        if (records.readBigUInt64BE(at + idBytes + SHA256_BYTES) > BigInt(Number.MAX_SAFE_INTEGER))
            return `entry ${i} records an impossible size`;
        if (i > 0 &&
            Buffer.compare(records.subarray(at - recordBytes, at - recordBytes + idBytes), records.subarray(at, at + idBytes)) >= 0)
            return `entry ${i} is out of order`;
    }
    return { bytes, offset, count: h.entries, idBytes };
}
/** Why a parsed header is not one, or null. */
function checkHeader(value) {
    if (typeof value !== 'object' || value === null || Array.isArray(value))
        return 'the header is not an object';
    const h = value;
    const keys = Object.keys(h).sort().join(',');
    if (keys !== 'entries,format,object_format,records_hmac,repository,version')
        return `the header has other fields (${keys.slice(0, 120)})`;
    if (h.format !== FORMAT || h.version !== VERSION)
        return 'not a content cache of this version';
    if (typeof h.repository !== 'string' || h.repository.length > 256)
        return 'bad repository';
    if (h.object_format !== 'sha1' && h.object_format !== 'sha256')
        return 'bad object_format';
    if (typeof h.entries !== 'number' || !Number.isSafeInteger(h.entries) || h.entries < 0)
        return 'bad entries';
    if (typeof h.records_hmac !== 'string' || !/^[0-9a-f]{64}$/.test(h.records_hmac))
        return 'bad records_hmac';
    return null;
}
/** The cache of one run: lookups by path, digests learned, saving (see the file comment). */
class ContentCache {
    root;
    options;
    vouched;
    records;
    learned = new Map();
    /** Lookups answered and not, for the run's summary. */
    hits = 0;
    misses = 0;
    constructor(root, options, vouched, records) {
        this.root = root;
        this.options = options;
        this.vouched = vouched;
        this.records = records;
    }
    /** The object format blob ids are learned in: the repository's. */
    get blobFormat() {
        return this.vouched.objectFormat;
    }
    /** Entries the loaded file held. */
    get loadedEntries() {
        return this.records?.count ?? 0;
    }
    lookup(rel) {
        const blob = this.vouched.blobs.get(rel);
        const found = blob !== undefined ? this.find(blob) : undefined;
        if (found)
            this.hits++;
        else
            this.misses++;
        return found;
    }
    /**
     * Keyed by the blob id of the bytes hashed (hash/digests.ts computes it beside the digest),
     * never by the blob git's index names for `rel`: a step before the gate can point the index
     * at another blob with the file's real stat data (issue 35 #5), and a digest saved under that
     * blob would then stand for bytes no run read.
     */
    learn(rel, sha256, size, blob) {
        if (blob.length === (this.vouched.objectFormat === 'sha1' ? 40 : 64))
            this.learned.set(rel, { blob, sha256, size });
    }
    /** The record of `blob` (hex) in the loaded file, by binary search. */
    find(blob) {
        const r = this.records;
        if (!r)
            return undefined;
        const key = Buffer.from(blob, 'hex');
        const recordBytes = r.idBytes + SHA256_BYTES + SIZE_BYTES;
        let lo = 0;
        let hi = r.count - 1;
        while (lo <= hi) {
            const mid = (lo + hi) >>> 1;
            const at = r.offset + mid * recordBytes;
            const c = Buffer.compare(r.bytes.subarray(at, at + r.idBytes), key);
            if (c === 0)
                return {
                    sha256: r.bytes.toString('hex', at + r.idBytes, at + r.idBytes + SHA256_BYTES),
                    size: Number(r.bytes.readBigUInt64BE(at + r.idBytes + SHA256_BYTES)),
                };
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid - 1;
        }
        return undefined;
    }
    /**
     * Writes the cache for the work tree as it is now to `file` (atomically). A digest learned
     * this run is true of its blob id whatever the index says (both come from the same bytes);
     * it is kept when the index, asked again after the hashing, holds that blob, and so are the
     * loaded file's entries: the file tracks the tree and does not grow without end. Returns the
     * entry count, or why nothing was written.
     */
    async save(file) {
        const now = await listVouchedBlobs(this.root);
        if (isNoVouch(now))
            return { reason: now.reason };
        if (now.objectFormat !== this.vouched.objectFormat)
            return { reason: 'the object format changed during the run' };
        const held = new Set(now.blobs.values());
        const entries = new Map();
        for (const learned of this.learned.values())
            if (held.has(learned.blob))
                entries.set(learned.blob, learned);
        for (const blob of held)
            if (!entries.has(blob)) {
                const old = this.find(blob);
                if (old)
                    entries.set(blob, old);
            }
        const bytes = encodeCacheFile(entries, this.options, now.objectFormat);
        const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(8).toString('hex')}.tmp`);
        try {
            await writeFile(tmp, bytes, { flag: 'wx' });
            await rename(tmp, file);
        }
        catch (error) {
            await rm(tmp, { force: true });
            return { reason: `cannot write ${file}: ${error.message}` };
        }
        return { entries: entries.size };
    }
}
/** The bytes of a cache file holding `entries` (blob id hex → digest). */
function encodeCacheFile(entries, { repository, key }, objectFormat) {
    const idBytes = objectFormat === 'sha1' ? 20 : 32;
    const recordBytes = idBytes + SHA256_BYTES + SIZE_BYTES;
    const blobs = [...entries.keys()].sort();
    const records = Buffer.alloc(blobs.length * recordBytes);
    blobs.forEach((blob, i) => {
        const e = entries.get(blob);
        const at = i * recordBytes;
        records.write(blob, at, idBytes, 'hex');
        records.write(e.sha256, at + idBytes, SHA256_BYTES, 'hex');
        records.writeBigUInt64BE(BigInt(e.size), at + idBytes + SHA256_BYTES);
    });
    const header = {
        format: FORMAT,
        version: VERSION,
        repository,
        object_format: objectFormat,
        entries: blobs.length,
        records_hmac: authenticate(key, repository, objectFormat, blobs.length, records).toString('hex'),
    };
    return Buffer.concat([Buffer.from(`${JSON.stringify(header)}\n`), records]);
}
/**
 * HMAC-SHA256 under `key` of the header's fields and the records: a file is accepted only from
 * a holder of the key, for this repository and object format, whole.
 */
function authenticate(key, repository, objectFormat, entries, records) {
    return createHmac('sha256', key)
        .update(`${FORMAT}\0${VERSION}\0${repository}\0${objectFormat}\0${entries}\0`)
        .update(records)
        .digest();
}

;// CONCATENATED MODULE: ./src/hash/external.ts
/**
 * External inputs: files outside the repository a passport records (a reference genome, a
 * database), verified by their sha256 only under the directories the config's
 * `external-inputs` names, and nowhere else. The same care as inside the root: the recorded
 * path is checked lexically (absolute, normalized, no NUL) before any file system call, the
 * location is matched by path relation, symlinks are followed and the target must stay inside
 * the location's real path, and only a regular file is hashed (fstat on the open handle,
 * streamed, a file that changes while hashed refused).
 */




/** The configured location (of `locations`) holding absolute path `p`, by path relation. */
function findExternalLocation(locations, p) {
    return locations.find((l) => l !== p && isInside(l, p));
}
/** Why `p` is not an absolute, normalized POSIX path, or null when it is one. */
function checkExternalPath(p) {
    if (p.includes('\0'))
        return 'holds a NUL character';
    if (!p.startsWith('/'))
        return 'is not an absolute path';
    if (external_node_path_default().posix.normalize(p) !== p || p.endsWith('/'))
        return 'is not normalized (no "..", "." or "//")';
    return null;
}
/** Verifies external input `p` under `locations` (see the module comment). Never throws. */
async function hashExternalFile(locations, p) {
    const bad = checkExternalPath(p);
    if (bad !== null)
        return { kind: 'bad-path', detail: bad };
    const location = findExternalLocation(locations, p);
    if (location === undefined)
        return { kind: 'unconfigured' };
    let realLocation;
    try {
        realLocation = await (0,promises_.realpath)(location);
    }
    catch {
        return { kind: 'absent', location };
    }
    const resolved = await resolveInsideRoot(realLocation, external_node_path_default().posix.relative(location, p));
    if (!resolved.ok)
        return resolved.reason === 'missing'
            ? { kind: 'absent', location }
            : {
                kind: 'unreadable',
                location,
                detail: 'resolves through a symbolic link outside the location; it is not read',
            };
    const outcome = await hashFile(resolved.real);
    if (!outcome.ok) {
        if (outcome.reason === 'missing')
            return { kind: 'absent', location };
        return { kind: 'unreadable', location, detail: outcome.detail };
    }
    return { kind: 'hashed', location, sha256: outcome.sha256, size: outcome.size };
}

;// CONCATENATED MODULE: ./src/hash/threads.ts
/**
 * How many hashing threads a run asks for, and starting them early: the CLI
 * and the action build their pool the same way.
 */


/**
 * PASSPORT_GATE_HASH_THREADS: hashing threads, the main thread included (1 =
 * the main thread alone, 0 = the main thread reading through the libuv pool).
 * For measuring (bench/run.mjs) and for runners whose core count Node
 * misjudges; default one thread per available core. `env` is the process's
 * environment, handed in by the edge that owns it.
 */
function readHashThreads(env) {
    const raw = env.PASSPORT_GATE_HASH_THREADS;
    if (raw === undefined || raw === '')
        return undefined;
    if (!/^\d{1,3}$/.test(raw)) {
        throw new UsageError(`PASSPORT_GATE_HASH_THREADS must be a number of threads, not ${JSON.stringify(raw)}`);
    }
    return Number(raw);
}
/**
 * Starts the hashing threads `env` asks for, so the workers boot (30-55 ms
 * each, docs/performance.md) while the run loads its code and walks the tree.
 * Undefined when hashing is to stay on the main thread (0). Throws UsageError
 * for an invalid setting. The caller closes the pool, and hands it to the
 * audit with `hashThreads: readHashThreads(env)`.
 */
function createHashPoolFromEnv(env) {
    const threads = readHashThreads(env);
    if (threads === 0)
        return undefined;
    const pool = new HashPool(threads);
    pool.start();
    return pool;
}
/**
 * Runs `work` with the hashing threads of one run: the caller's started pool (left open for
 * it to close), or a pool started now and closed whatever happens; none when `threads` is 0
 * (the main thread reads through the libuv pool). A pool started here boots its workers
 * (30-55 ms each) while the run walks the tree and reads the passports, instead of when the
 * first job arrives.
 */
async function withHashPool(options, work) {
    if (options.pool)
        return work(options.pool);
    if (options.threads === 0)
        return work(undefined);
    const pool = new hash_pool_HashPool(options.threads);
    pool.start();
    try {
        return await work(pool);
    }
    finally {
        await pool.close();
    }
}

;// CONCATENATED MODULE: ./src/hash/index.ts
/**
 * The one door to hashing (scripts/layers.mjs lets nothing outside hash/
 * import its other files): the digest service of a run, the hashing threads it
 * may be given, and the outcomes it hands back.
 */






// EXTERNAL MODULE: ./src/formats/ack-path.ts
var ack_path = __nccwpck_require__(7613);
// EXTERNAL MODULE: ./src/formats/passport.ts
var formats_passport = __nccwpck_require__(2800);
// EXTERNAL MODULE: ./src/formats/citation.ts
var citation = __nccwpck_require__(5703);
// EXTERNAL MODULE: ./src/formats/json-source.ts + 2 modules
var json_source = __nccwpck_require__(6036);
;// CONCATENATED MODULE: ./src/formats/citation-lock.ts
/**
 * The citation lock, `passport-citations.lock.json` at the repository root: what
 * `passport-gate resolve` found when it looked up every identifier the passports cite (seed
 * 000, hard rule 1: "Every cited work must resolve to a verifiable record"). The audit checks
 * sources against it offline (rules/families/citations.ts), so no audit touches the network.
 *
 * Pure: bytes in, a lock or the problem out; a lock in, its canonical bytes out. The bytes are
 * deterministic (keys sorted, two-space indent, one trailing newline), so a re-run that learns
 * nothing new leaves the committed file unchanged and a review sees only real changes.
 */



/** The lock's file name, at the repository root (the audited root). */
const CITATION_LOCK_FILE = 'passport-citations.lock.json';
/** The lock format this tool writes and reads. */
const CITATION_LOCK_VERSION = 1;
/** A lock larger than this is refused unread (100,000 entries of some 300 bytes, and room). */
const MAX_CITATION_LOCK_BYTES = 64 * 1024 * 1024;
/** Reads a lock's bytes (untrusted: a pull request can write them). Never throws. */
function parseCitationLock(bytes) {
    if (bytes.byteLength > MAX_CITATION_LOCK_BYTES)
        return { ok: false, problem: `is larger than ${MAX_CITATION_LOCK_BYTES} bytes` };
    const parsed = (0,json_source/* parseJsonDocument */.dH)(bytes);
    if (!parsed.ok)
        return { ok: false, problem: parsed.problem.message, line: parsed.problem.line };
    const { document } = parsed;
    const duplicate = document.duplicateKeys[0];
    if (duplicate)
        return {
            ok: false,
            problem: `holds the key ${JSON.stringify(duplicate.key)} twice (which entry counts would be a guess)`,
            line: duplicate.line,
        };
    const violation = (0,schema_validator/* validateWithSchema */.CW)('citation-lock', document.value)[0];
    if (violation)
        return {
            ok: false,
            problem: `${violation.pointer || '(root)'} ${violation.message}`,
            line: document.locate(violation.pointer).line,
        };
    const raw = document.value.citations;
    return { ok: true, lock: { citations: new Map(Object.entries(raw)) } };
}
/** The lock's canonical bytes: keys sorted at every level, two-space indent, a final newline. */
function renderCitationLock(lock) {
    const citations = {};
    for (const key of [...lock.citations.keys()].sort()) {
        const e = lock.citations.get(key);
        // Fields in a fixed order; absent ones left out (the schema has no nulls).
        citations[key] = {
            ...(e.notice !== undefined ? { notice: e.notice } : {}),
            ...(e.retracted !== undefined ? { retracted: e.retracted } : {}),
            retrieved: e.retrieved,
            service: e.service,
            status: e.status,
            ...(e.title !== undefined ? { title: e.title } : {}),
        };
    }
    return `${JSON.stringify({ citations, lock_version: CITATION_LOCK_VERSION }, null, 2)}\n`;
}
/**
 * Every citation of these passports that a registry can resolve (DOI, PMID, PMCID, arXiv, an
 * accession of an archive `resolve` asks; citation.ts `isLookedUp`), in passport and artifact order: the places a passport cites
 * a work are its artifacts' `source`s (formats/passport.ts, citation-invalid). A source that
 * does not parse is citation-invalid's to report, and a dated URL, an ISBN or `unresolved:`
 * is checked offline alone (docs/rules.md, "The citation lock").
 */
function listCitedWorks(passports) {
    return listWorks(passports, citation/* isLookedUp */.az);
}
/**
 * Every identifier these passports cite that no registry is asked about (an ISBN; an accession
 * of an archive `resolve` asks no registry of, such as RefSeq or UniProt): checked for syntax
 * only, which `resolve` says of each (citation.ts `describeNotLookedUp`).
 */
function listUnlookedWorks(passports) {
    return listWorks(passports, (c) => describeNotLookedUp(c) !== null);
}
function listWorks(passports, wanted) {
    const works = [];
    for (const p of passports) {
        if (!p.summary)
            continue;
        for (const kind of ['inputs', 'outputs'])
            for (const ref of p.summary[kind]) {
                if (ref.source === null)
                    continue;
                const check = (0,citation/* parseCitation */.vh)(ref.source);
                if (!check.ok || !wanted(check.citation))
                    continue;
                works.push({
                    citation: check.citation,
                    passport: p.path,
                    pointer: `/${kind}/${ref.index}/source`,
                    artifactPath: ref.path,
                });
            }
    }
    return works;
}
/**
 * The entries that differ between two locks. The retrieval date is not a difference: a lock
 * re-resolved on another day that learned nothing new is the same lock.
 */
function compareCitationLocks(before, after) {
    const added = [];
    const changed = [];
    for (const [key, entry] of after.citations) {
        const old = before.citations.get(key);
        if (!old)
            added.push(key);
        else if (!sameAnswer(old, entry))
            changed.push(key);
    }
    const removed = [...before.citations.keys()].filter((k) => !after.citations.has(k));
    return { added: added.sort(), removed: removed.sort(), changed: changed.sort() };
}
/** True when two entries record the same answer (the date aside). */
function sameAnswer(a, b) {
    return (a.status === b.status &&
        a.service === b.service &&
        a.title === b.title &&
        a.retracted === b.retracted &&
        a.notice === b.notice);
}

;// CONCATENATED MODULE: ./src/repo/artifact-paths.ts
/**
 * Artifact paths as passports write them, made repository-relative: relative
 * to the root (the default) or to the passport's directory (`path-base:
 * passport`), checked lexically (util/relative-path.ts) before any file system
 * call. The same spellings come up in several passes (scope, plan, producers)
 * and as the output of one passport and the input of others: each is
 * normalized once.
 */

/** The normalizer of a run whose config says `pathBase`. */
function createArtifactPaths(pathBase) {
    const normalized = new Map();
    const check = (raw, dir) => {
        const base = pathBase === 'passport' ? dir : '';
        // Root-relative (the default): the spelling alone is the key, no string to build per lookup.
        const key = base === '' ? raw : `${base}\0${raw}`;
        let checked = normalized.get(key);
        if (checked === undefined) {
            checked = (0,relative_path/* checkRelativePath */._k)(raw, base);
            normalized.set(key, checked);
        }
        return checked;
    };
    return {
        check,
        rel: (raw, dir) => {
            const checked = check(raw, dir);
            return checked.ok ? checked.rel : null;
        },
    };
}

// EXTERNAL MODULE: ./src/util/digraph.ts
var digraph = __nccwpck_require__(4305);
;// CONCATENATED MODULE: ./src/repo/producers.ts
/** Indexes the outputs of `nodes` by repository-relative path, then digest. */
function indexProducers(nodes, paths) {
    // Path, then digest: two lookups of strings the passports already hold, where one key per
    // artifact built by concatenation cost a new string (and its hash) for each of tens of thousands.
    const byPath = new Map();
    for (const n of nodes) {
        for (const o of n.summary?.outputs ?? []) {
            const rel = paths.rel(o.path, n.dir);
            if (rel === null || o.sha256 === null)
                continue;
            let byDigest = byPath.get(rel);
            if (!byDigest)
                byPath.set(rel, (byDigest = new Map()));
            const list = byDigest.get(o.sha256);
            if (list)
                list.push(n);
            else
                byDigest.set(o.sha256, [n]);
        }
    }
    return {
        lookup: (rel, sha256) => byPath.get(rel)?.get(sha256) ?? [],
        digestsAt: (rel) => byPath.get(rel),
    };
}

;// CONCATENATED MODULE: ./src/repo/chain.ts
/**
 * The consumed_passports graph: which passport each consumed id names, which
 * passports a run checks, where the graph cycles, and the export of the part
 * around the checked passports for reports and diagrams. The chain rules
 * (rules/families/chain.ts), the report's graph and `passport-gate graph` all
 * read this one index, so a cycle and a status mean the same thing in each.
 * Id indexes are Maps, so ids like "__proto__" are plain data.
 */


/** Most nodes drawn in the report's graph (and so in the summary's diagram). */
const MAX_GRAPH_NODES = 300;
/** Indexes the consumed_passports graph of `nodes`. */
function indexChain(nodes, options) {
    const byId = new Map();
    const refusedById = new Map();
    const refused = [];
    const addTo = (index, id, n) => {
        const list = index.get(id);
        if (list)
            list.push(n);
        else
            index.set(id, [n]);
    };
    for (const n of nodes) {
        // A refused passport is absent: its id, were it readable, resolves nothing.
        if (n.summary === null) {
            refused.push(n);
            if (n.claimedId)
                addTo(refusedById, n.claimedId, n);
        }
        else if (n.id !== null)
            addTo(byId, n.id, n);
    }
    const checked = selectChecked(nodes, options.inScope);
    let cycles;
    let edges;
    let producers;
    const index = {
        nodes,
        byId,
        refusedById,
        refused,
        checked,
        cycles: () => (cycles ??= findCycles(nodes, byId)),
        cycleEdges: () => (edges ??= collectCycleEdges(index.cycles(), checked)),
        producersOf: (rel, sha256) => (producers ??= indexProducers(nodes, options.paths)).lookup(rel, sha256),
        producerDigestsAt: (rel) => (producers ??= indexProducers(nodes, options.paths)).digestsAt(rel),
    };
    return index;
}
/** The chain of a run that evaluates no chain rules (a shard other than the first). */
const EMPTY_CHAIN = {
    nodes: [],
    byId: new Map(),
    refusedById: new Map(),
    refused: [],
    checked: new Set(),
    cycles: () => [],
    cycleEdges: () => new Set(),
    producersOf: () => [],
    producerDigestsAt: () => undefined,
};
/** The set to check: scoped passports and every passport consuming one of them. */
function selectChecked(nodes, inScope) {
    const checked = new Set();
    const scopedIds = new Set();
    for (const n of nodes) {
        if (inScope(n)) {
            checked.add(n);
            if (n.id !== null)
                scopedIds.add(n.id);
        }
    }
    for (const n of nodes)
        if (n.summary?.consumed.some((c) => scopedIds.has(c)))
            checked.add(n);
    return checked;
}
/** Every cyclic component of the graph (an edge goes to the first passport with the consumed id). */
function findCycles(nodes, byId) {
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => (n.summary?.consumed ?? [])
        .map((c) => byId.get(c)?.[0])
        .filter((p) => p !== undefined)
        .map((p) => indexOf.get(p)));
    return (0,digraph/* findStronglyConnected */.Bk)(adj)
        .filter((component) => (0,digraph/* isCyclicComponent */.bd)(component, adj))
        .map((component) => ({
        members: component.map((i) => nodes[i]),
        cycle: (0,digraph/* findCycleInComponent */.o2)(component, adj).map((i) => nodes[i]),
    }));
}
/** The edges of the cycles with a checked member: what the report's graph marks. */
function collectCycleEdges(cycles, checked) {
    const edges = new Set();
    for (const { members, cycle } of cycles) {
        if (!members.some((m) => checked.has(m)))
            continue;
        for (let k = 0; k + 1 < cycle.length; k++)
            edges.add(`${cycle[k].id}\0${cycle[k + 1].id}`);
    }
    return edges;
}
/**
 * The DAG around the checked passports, for reports and diagrams (bounded by
 * `maxNodes`, default {@link MAX_GRAPH_NODES}; `passport-gate graph` passes
 * Infinity to draw the whole repository).
 */
function buildChainGraph(chain, failingPaths, maxNodes = MAX_GRAPH_NODES) {
    const included = new Map();
    const add = (n) => {
        if (n?.id && !included.has(n.id) && included.size < maxNodes)
            included.set(n.id, n);
    };
    for (const n of chain.checked)
        add(n);
    for (const n of [...chain.checked])
        for (const c of n.summary?.consumed ?? [])
            add(chain.byId.get(c)?.[0]);
    const checkedIds = new Set([...chain.checked].map((n) => n.id));
    for (const n of chain.nodes)
        if (n.summary?.consumed.some((c) => checkedIds.has(c)))
            add(n);
    // A consumed id that names a passport the audit refuses: that passport, drawn as failing
    // (it exists; it cannot be read), not as an unknown id.
    const refusedNodes = new Map();
    for (const n of [...included.values()])
        for (const c of n.summary?.consumed ?? []) {
            const refused = chain.byId.has(c) ? undefined : chain.refusedById.get(c)?.[0];
            if (refused && !refusedNodes.has(c) && included.size + refusedNodes.size < maxNodes)
                refusedNodes.set(c, refused);
        }
    const cycleEdges = chain.cycleEdges();
    const edges = [];
    for (const n of included.values()) {
        // An id listed twice is one edge (as the merge of shard graphs counts it).
        for (const c of new Set(n.summary?.consumed ?? [])) {
            if (!included.has(c) && chain.byId.has(c))
                continue;
            edges.push({ from: n.id, to: c, cycle: cycleEdges.has(`${n.id}\0${c}`) });
        }
    }
    const nodes = [
        ...[...included.values()].map((n) => ({
            id: n.id,
            path: n.path,
            skill: n.summary?.skill ?? null,
            status: failingPaths.has(n.path) ? 'fail' : chain.checked.has(n) ? 'pass' : 'unknown',
        })),
        ...[...refusedNodes].map(([id, n]) => ({
            id,
            path: n.path,
            skill: null,
            status: 'fail',
        })),
    ];
    return {
        nodes,
        edges,
    };
}

;// CONCATENATED MODULE: ./src/repo/citation-lock.ts
/**
 * The citation lock in force for one audit (formats/citation-lock.ts), and where it came from.
 *
 * The lock is evidence the registries gave, but the file is one a pull request can write: a
 * change could add a fabricated DOI and, beside it, a lock entry saying it resolved, or delete
 * the entry that says it did not. So a run with a trusted commit (a pull request's base, a
 * merge group's, `--config-from`, `audit --base`) keeps the base's lock in force, as it keeps
 * the base's config and skill graphs; what the change's lock would change is reported
 * (`citation-lock-changed`), never applied. A run that asked the registries itself (the
 * action's `resolve-citations`) holds the passports to their answers instead, and the committed
 * lock to them too (`citation-lock-stale`).
 */



/** Reads the lock in force and the checkout's, as the header says. Never throws for content. */
async function readCitationFacts(input) {
    const facts = await readLocks(input);
    const checkAll = input.answers !== undefined || (input.changed?.has(CITATION_LOCK_FILE) ?? true);
    return checkAll ? { ...facts, checkAll } : facts;
}
async function readLocks(input) {
    const checkout = await readCheckoutLock(await (0,promises_.realpath)(input.root));
    if (input.answers)
        return withChanges({
            lock: { ok: true, lock: input.answers.lock },
            origin: 'registries',
            unreached: input.answers.unreached,
        }, checkout);
    if (!input.base)
        return { lock: checkout, origin: 'checkout', changes: null };
    const blob = await input.base.read(CITATION_LOCK_FILE, MAX_CITATION_LOCK_BYTES);
    const atBase = blob.kind === 'absent'
        ? null
        : blob.kind === 'refused'
            ? { ok: false, problem: blob.detail }
            : parseCitationLock(blob.bytes);
    return withChanges({ lock: atBase, origin: 'base', baseLabel: input.base.label }, checkout);
}
async function readCheckoutLock(realRoot) {
    const read = await readFileInside(realRoot, CITATION_LOCK_FILE, MAX_CITATION_LOCK_BYTES);
    if (read.ok)
        return parseCitationLock(read.bytes);
    return read.reason === 'missing' ? null : { ok: false, problem: read.detail };
}
const EMPTY = { citations: new Map() };
function withChanges(inForce, checkout) {
    if (checkout && !checkout.ok)
        return { ...inForce, changes: null, checkoutProblem: checkout.problem };
    if (inForce.lock && !inForce.lock.ok)
        return { ...inForce, changes: null };
    // Answers asked for a repository that commits no lock: nothing to hold to them.
    if (!checkout && inForce.origin === 'registries')
        return { ...inForce, changes: null, checkoutMissing: true };
    const changes = compareCitationLocks(inForce.lock?.lock ?? EMPTY, checkout?.lock ?? EMPTY);
    const differs = changes.added.length + changes.removed.length + changes.changed.length > 0;
    return { ...inForce, changes: differs ? changes : null };
}

;// CONCATENATED MODULE: ./src/repo/changes.ts
/**
 * The change a run audits: the changed paths as git or the API gave them, or
 * none (all mode, release gating).
 */


/**
 * Reads a change list. Changed names are used exactly as given: git and the API print each
 * file's one spelling, and a trimmed or rewritten name (a backslash, a space at either end, a
 * decomposed accent are all part of a Linux file name) would point the scope at another file.
 * A name that is no repository-relative path at all cannot be placed: the whole tree is
 * audited instead (and run-level says so: scope-widened).
 */
function interpretChanges(changedFiles) {
    const given = changedFiles ?? [];
    const unplaceable = changedFiles?.find((f) => !(0,relative_path/* isExactRelativePath */.N7)(f));
    return {
        given,
        files: changedFiles && unplaceable === undefined ? new Set(changedFiles) : null,
        unplaceable,
    };
}
/**
 * The passport files the change deleted (named, and not in the tree): each still says its
 * directory was an output directory (repo/layout.ts).
 */
function listDeletedPassports(changes, tree) {
    return changes.given.filter((rel) => (0,relative_path/* isExactRelativePath */.N7)(rel) && (0,formats_passport/* isPassportPath */._u)(rel) && !tree.has(rel));
}

;// CONCATENATED MODULE: ./src/repo/gitlinks.ts

/** The directories to ask git about: empty ones in an output directory, changed ones. */
function listGitlinkCandidates(entries, layout, changes) {
    const candidates = new Set();
    const dirs = new Set();
    const holding = new Set();
    for (const e of entries) {
        if (e.kind === 'dir')
            dirs.add(e.rel);
        holding.add((0,relative_path/* relativeDirname */.RV)(e.rel));
    }
    for (const dir of dirs)
        if (!holding.has(dir) && layout.ownerOf(`${dir}/.`) !== null)
            candidates.add(dir);
    for (const rel of changes.files ?? [])
        if (dirs.has(rel))
            candidates.add(rel);
    return [...candidates].sort();
}
/** The candidates git records as gitlinks, sorted; none without a query. */
async function findUnseenGitlinks(entries, layout, changes, query) {
    if (!query)
        return [];
    const candidates = listGitlinkCandidates(entries, layout, changes);
    if (candidates.length === 0)
        return [];
    const found = await query(candidates);
    return candidates.filter((c) => found.has(c));
}

;// CONCATENATED MODULE: ./src/repo/handoff-documents.ts
/**
 * The handoff documents a run audits (router envelopes with their skill
 * graphs, agent handoff packets with their acknowledgments), read: which ones
 * the change touches, which others their rules need, and their bytes. The
 * handoff rules (rules/families/handoffs.ts) judge what is read here.
 *
 * Which graph governs an envelope: the skill graph(s) in the envelope's own
 * directory or, failing that, in the nearest ancestor directory that has one
 * (as .gitignore files nest). Several graph files in that directory are
 * merged. An envelope with no graph above it has its next_action unchecked.
 *
 * Host execution evidence: when any envelope is audited, every packet of the
 * tree is read with its acknowledgment, since an acknowledged packet from a
 * skill is a record of that skill's run (an `executed` claim needs one). In
 * changed mode a change to such a record (a packet, its .ack, a passport,
 * deleted ones included) re-checks the evidence of every other envelope.
 *
 * The skill graph is policy: with a trusted commit (a pull request's base, `audit --base` or
 * `--config-from`), the graphs governing an envelope there are read too ({@link BaseGraphs}),
 * and an envelope's next_action must name a skill of the base's governing graph and of the
 * head's: a change to the graph can add findings, never take one away, and it is reported
 * (`policy-changed`) with what it would allow. A graph the change adds where the base had none
 * thus applies (with none, nothing was checked); one it deletes still does.
 *
 * Scope in changed mode (all mode audits everything):
 * - a changed envelope is audited; the graph(s) governing it are read (even
 *   when unchanged) to check next_action, but their own findings are not
 *   reported;
 * - a changed (added, edited or deleted) skill graph is audited, and every
 *   envelope below its directory is re-audited, since a removed skill or a
 *   moved graph changes what their next_action may name;
 * - a changed (added, edited or deleted) envelope re-checks the order of every
 *   envelope of its directory (envelope-sequence.ts): a sequence finding may
 *   then land on an unchanged envelope there, which then gets a status;
 * - a changed packet, or a changed .ack beside it, audits the packet, and the
 *   ordering of its whole inbox is re-checked (also when a packet was
 *   deleted): packet-conflict may then fire on an unchanged packet there,
 *   which then gets a status of its own.
 */





/** A run without handoff documents to audit (none in the tree or the change, or a shard past 1). */
const NO_HANDOFF_DOCUMENTS = {
    classify: () => null,
    audited: new Map(),
    graphs: [],
    envelopes: [],
    packets: [],
    inboxes: new Set(),
    allPackets: [],
    sequences: new Map(),
    evidenceEnvelopes: [],
    governingGraphs: () => [],
    atBase: null,
    read: () => undefined,
    ack: () => ({ ok: false, missing: true }),
};
const dirnameOf = (rel) => external_node_path_default().posix.dirname(rel);
const isWithin = (rel, dir) => dir === '.' || rel.startsWith(`${dir}/`);
/**
 * Selects and reads the handoff documents of a run. Only a run with handoff files (in the tree
 * or the change) reads any: most passport-only runs never pay for them.
 */
async function readHandoffDocuments(tree, layout, config, changes, base) {
    const changed = changes.files;
    const hasHandoffs = layout.handoffFiles.size > 0 || [...(changed ?? [])].some((rel) => layout.isHandoffFile(rel));
    if (!hasHandoffs)
        return NO_HANDOFF_DOCUMENTS;
    const selection = selectHandoffDocuments(tree, config, changed);
    const reads = new Map();
    const readOnce = async (rel) => {
        if (!reads.has(rel))
            reads.set(rel, await tree.readContained(rel, config.maxPassportBytes));
    };
    for (const g of selection.graphs)
        await readOnce(g);
    for (const e of selection.envelopes)
        await readOnce(e);
    const acks = new Map();
    for (const p of selection.packets) {
        await readOnce(p);
        acks.set(p, await readAck(tree, (0,ack_path/* ackPathOf */.o)(p), config.maxPassportBytes));
    }
    for (const p of selection.allPackets)
        if (selection.inboxes.has(dirnameOf(p)))
            await readOnce(p);
    for (const list of selection.sequences.values())
        for (const e of list)
            await readOnce(e);
    for (const e of selection.evidenceEnvelopes)
        await readOnce(e);
    if (selection.envelopes.length > 0 || selection.evidenceEnvelopes.length > 0) {
        for (const p of selection.allPackets) {
            await readOnce(p);
            if (!acks.has(p))
                acks.set(p, await readAck(tree, (0,ack_path/* ackPathOf */.o)(p), config.maxPassportBytes));
        }
    }
    const atBase = base
        ? await readBaseGraphs(base, selection, changed, config.maxPassportBytes)
        : null;
    // Each graph compared is read at the head too (a base's graph the head keeps unread otherwise).
    for (const g of atBase?.compared ?? [])
        if (tree.has(g))
            await readOnce(g);
    return {
        ...selection,
        atBase,
        read: (rel) => reads.get(rel),
        ack: (packet) => acks.get(packet) ?? { ok: false, missing: true },
    };
}
/** Which documents the run audits, and which others their rules read. */
function selectHandoffDocuments(tree, config, changed) {
    const isGraph = (0,globs/* compileGlobs */.t)(config.skillGraphs, 'skill-graphs');
    const isEnvelope = (0,globs/* compileGlobs */.t)(config.envelopes, 'envelopes');
    const isPacket = (0,globs/* compileGlobs */.t)(config.packets, 'packets');
    const classify = (rel) => isGraph(rel) ? 'skill-graph' : isEnvelope(rel) ? 'envelope' : isPacket(rel) ? 'packet' : null;
    const byKind = { envelope: [], 'skill-graph': [], packet: [] };
    for (const e of tree.entries) {
        if (e.kind !== 'file' && e.kind !== 'symlink')
            continue;
        const kind = classify(e.rel);
        if (kind)
            byKind[kind].push(e.rel);
    }
    const governingGraphs = governingIn(byKind['skill-graph']);
    let graphs = byKind['skill-graph'];
    let envelopes = byKind.envelope;
    let packets = byKind.packet;
    const inboxes = new Set();
    if (changed !== null) {
        const changedGraphDirs = [...changed]
            .filter((r) => classify(r) === 'skill-graph')
            .map(dirnameOf);
        graphs = graphs.filter((g) => changed.has(g));
        envelopes = envelopes.filter((e) => changed.has(e) || changedGraphDirs.some((d) => isWithin(e, d)));
        packets = packets.filter((p) => changed.has(p) || changed.has((0,ack_path/* ackPathOf */.o)(p)));
        // Deleted packets count too: removing one changes the order of what remains.
        for (const r of changed)
            if (classify(r) === 'packet')
                inboxes.add(dirnameOf(r));
    }
    for (const p of packets)
        inboxes.add(dirnameOf(p));
    // Deleted envelopes count too: removing one makes two others consecutive.
    const sequenceDirs = new Set(envelopes.map(dirnameOf));
    if (changed !== null)
        for (const r of changed)
            if (classify(r) === 'envelope')
                sequenceDirs.add(dirnameOf(r));
    const sequences = new Map();
    for (const e of byKind.envelope) {
        const dir = dirnameOf(e);
        if (!sequenceDirs.has(dir))
            continue;
        const list = sequences.get(dir) ?? [];
        list.push(e);
        sequences.set(dir, list);
    }
    // A change to a record of a run (added, edited or deleted) can take away the evidence an
    // unchanged envelope's `executed` stands on.
    const touchesRecords = changed !== null &&
        [...changed].some((r) => (0,formats_passport/* isPassportPath */._u)(r) ||
            classify(r) === 'packet' ||
            (r.endsWith(ack_path/* ACK_SUFFIX */.m) && classify(`${r.slice(0, -ack_path/* ACK_SUFFIX */.m.length)}.json`) === 'packet'));
    const auditedEnvelopes = new Set(envelopes);
    const evidenceEnvelopes = touchesRecords
        ? byKind.envelope.filter((e) => !auditedEnvelopes.has(e))
        : [];
    const audited = new Map();
    for (const g of graphs)
        audited.set(g, 'skill-graph');
    for (const e of envelopes)
        audited.set(e, 'envelope');
    for (const p of packets)
        audited.set(p, 'packet');
    const needed = new Set(graphs);
    for (const e of envelopes)
        for (const g of governingGraphs(e))
            needed.add(g);
    return {
        classify,
        audited,
        graphs: [...needed].sort(),
        envelopes,
        packets,
        inboxes,
        allPackets: byKind.packet,
        sequences,
        evidenceEnvelopes,
        governingGraphs,
        allGraphs: byKind['skill-graph'],
    };
}
/** Which of `graphs` govern a file: those of its own directory or the nearest one up with any. */
function governingIn(graphs) {
    const graphsByDir = new Map();
    for (const g of graphs) {
        const list = graphsByDir.get(dirnameOf(g)) ?? [];
        list.push(g);
        graphsByDir.set(dirnameOf(g), list);
    }
    return (rel) => {
        for (let dir = dirnameOf(rel);; dir = dirnameOf(dir)) {
            const found = graphsByDir.get(dir);
            if (found)
                return found;
            if (dir === '.')
                return [];
        }
    };
}
/**
 * The skill graphs of the trusted commit that this run compares: which graphs it has (its
 * listing, one git call the base's other policy files already made; without history, the
 * head's graphs and the change's, each read there), under the config in force.
 */
async function readBaseGraphs(base, selection, changed, maxBytes) {
    const named = [...(changed ?? [])].filter((r) => selection.classify(r) === 'skill-graph');
    const listing = await base.list();
    const reads = new Map();
    let present;
    if (listing !== null) {
        present = listing.filter((r) => selection.classify(r) === 'skill-graph');
    }
    else {
        present = [];
        for (const rel of new Set([...selection.allGraphs, ...named])) {
            const blob = await base.read(rel, maxBytes);
            reads.set(rel, blob);
            if (blob.kind !== 'absent')
                present.push(rel);
        }
    }
    const governingGraphs = governingIn(present);
    const exists = new Set(present);
    const compared = new Set([...selection.graphs, ...named]);
    for (const e of selection.envelopes)
        for (const g of governingGraphs(e))
            compared.add(g);
    for (const rel of compared) {
        if (reads.has(rel))
            continue;
        reads.set(rel, exists.has(rel) ? await base.read(rel, maxBytes) : { kind: 'absent' });
    }
    return {
        label: base.label,
        governingGraphs,
        read: (rel) => reads.get(rel),
        compared: [...compared].sort(),
    };
}
/** Reads the acknowledgment beside a packet, telling "absent" from "present but unreadable". */
async function readAck(tree, rel, maxBytes) {
    if (!tree.has(rel))
        return { ok: false, missing: true };
    const result = await tree.readContained(rel, maxBytes);
    if (result.ok)
        return { ok: true, bytes: result.bytes };
    if (result.reason === 'missing')
        return { ok: false, missing: true };
    return {
        ok: false,
        missing: false,
        detail: result.reason === 'outside-root' ? relative_path/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink'] : result.detail,
    };
}

;// CONCATENATED MODULE: ./src/core/engine-bookkeeping.ts
/**
 * The bookkeeping files workflow engines write inside the output directories they manage: the
 * ONE list of them. They record the engine's own state (not an output of the step), so no
 * passport lists them: `artifact-unlisted` and `passport-missing` do not count them, `stamp`
 * (and `run`) leave them out of `outputs[]`, and coverage in the diff skips them, all through
 * repo/ownership.ts createBookkeepingTest, which reads this list.
 *
 * Kept short on purpose: every name here is a file the gate does not vouch for, so only a
 * file whose name and place the engine itself fixes belongs here (documented in docs/rules.md,
 * `artifact-unlisted`). A name is matched exactly (case-sensitive) as the last path segment of
 * a regular file; a directory or a symbolic link of that name is a file like any other.
 */
/** Every engine bookkeeping file name the gate exempts. */
const ENGINE_BOOKKEEPING_FILES = [
    {
        name: '.snakemake_timestamp',
        engine: 'Snakemake',
        why: 'the empty marker Snakemake touches inside a directory() output to record when the job finished',
    },
];
const NAMES = new Set(ENGINE_BOOKKEEPING_FILES.map((f) => f.name));
/** True when repository-relative path `rel` (POSIX) is named like an engine bookkeeping file. */
function isEngineBookkeepingName(rel) {
    const slash = rel.lastIndexOf('/');
    return NAMES.has(slash < 0 ? rel : rel.slice(slash + 1));
}

;// CONCATENATED MODULE: ./src/repo/ownership.ts
/**
 * Which directories are output directories, and which files in them are artifacts: the
 * ownership rule behind `passport-missing` and `artifact-unlisted`, shared by the audit
 * (audit/pipeline.ts) and `stamp` (produce/stamp/), so a stamped directory lists exactly what the
 * audit expects of it.
 *
 * - A file belongs to the nearest enclosing output directory (none: it is no artifact).
 * - Output directories: every directory holding a passport, and every directory matched by
 *   the config's `outputs:` globs. Without `outputs:`, the globs are inferred from the
 *   passports ({@link inferOutputRoots}): the parent of each directory holding a passport is
 *   an output root, and every directory directly under a root is an output directory, as if
 *   `outputs: ["<root>/*"]` had been written (what `passport-gate init` writes to pin them).
 * - Only bookkeeping is never an artifact: the passport files themselves, the acknowledgment
 *   written beside a packet in an inbox, and the workflow engines' files named in
 *   core/engine-bookkeeping.ts ({@link createBookkeepingTest}).
 */






/**
 * Output roots inferred from the directories holding passports, each with the passport
 * directories directly under it (the evidence), sorted. The parent of a passport directory is
 * a root, except:
 *  - the repository root itself: every top-level directory would need a passport, `data/`
 *    and `docs/` included;
 *  - a directory that is, or lies inside, a passport directory: everything under it already
 *    belongs to that passport (nested directories are owned by the nearest passport directory
 *    above them), and a root there would take files away from it.
 */
function inferOutputRoots(passportDirs) {
    const roots = new Map();
    const insidePassportDir = new Map();
    const isInside = (dir) => {
        const known = insidePassportDir.get(dir);
        if (known !== undefined)
            return known;
        const inside = passportDirs.has(dir) || (dir !== '.' && isInside((0,relative_path/* relativeDirname */.RV)(dir)));
        insidePassportDir.set(dir, inside);
        return inside;
    };
    for (const dir of passportDirs) {
        if (dir === '.')
            continue;
        const root = (0,relative_path/* relativeDirname */.RV)(dir);
        if (root === '.' || isInside(root))
            continue;
        const list = roots.get(root);
        if (list)
            list.push(dir);
        else
            roots.set(root, [dir]);
    }
    for (const list of roots.values())
        list.sort();
    return new Map([...roots].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}
/**
 * Characters picomatch may read as syntax (wildcards, classes, groups, negation, extglob
 * markers, quoted literals), escaped with a backslash in a literal directory name. A backslash
 * before an ordinary character means that character, so escaping one too many is harmless.
 */
const GLOB_SYNTAX = /[\\*?[\]{}()!+@"'|]/g;
/** The `outputs:` glob that pins an output root: every directory directly under it. */
function globForRoot(root) {
    return `${root.replace(GLOB_SYNTAX, '\\$&')}/*`;
}
/**
 * The output directories of a walked tree: the passport directories, and the directories the
 * `outputs:` globs match, or (no `outputs:`) the directories directly under an inferred root.
 */
function findOutputDirectories(entries, passportDirs, config, basePassportDirs) {
    const dirs = new Set(passportDirs);
    if (config.outputs.length > 0) {
        const isOutputGlob = (0,globs/* compileGlobs */.t)(config.outputs, 'outputs');
        for (const e of entries)
            if (e.kind === 'dir' && isOutputGlob(e.rel))
                dirs.add(e.rel);
        if (isOutputGlob('.'))
            dirs.add('.');
        return { dirs, inferredRoots: new Map() };
    }
    const inferredRoots = inferOutputRoots(passportDirs);
    // Roots the base had stay roots: a passport the change adds cannot dissolve one.
    if (basePassportDirs)
        for (const [root, evidence] of inferOutputRoots(basePassportDirs))
            if (!inferredRoots.has(root))
                inferredRoots.set(root, evidence);
    if (inferredRoots.size > 0) {
        for (const e of entries)
            if (e.kind === 'dir' && inferredRoots.has((0,relative_path/* relativeDirname */.RV)(e.rel)))
                dirs.add(e.rel);
    }
    return { dirs, inferredRoots };
}
/**
 * The test for bookkeeping, which is never an artifact (exempt from `artifact-unlisted`, never
 * listed by `stamp`): the gate's own (a passport file; its attestation bundle
 * `<run-id>.passport.sigstore.json`, signed after the passport, so it cannot list it; or the
 * acknowledgment `X.ack` beside a packet `X.json` that the `packets` globs match: it is written
 * by the receiving agent after the step that wrote the packet, so no passport of that step can
 * list it), and a regular file named as in core/engine-bookkeeping.ts, the one list of workflow
 * engines' bookkeeping files (Snakemake's `.snakemake_timestamp`). Everything else (dotfiles, a
 * `.passport-gate.yml`, an `.ack` beside no packet, a symbolic link named
 * `.snakemake_timestamp`) is a file like any other. `handoffCandidates`: the tree's files that
 * may be packets (every file, or those a superset of the `packets` globs matched).
 */
function createBookkeepingTest(handoffCandidates, config) {
    const isPacket = (0,globs/* compileGlobs */.t)(config.packets, 'packets');
    const acks = new Set();
    for (const rel of handoffCandidates)
        if (isPacket(rel))
            acks.add((0,ack_path/* ackPathOf */.o)(rel));
    return (rel, kind) => (0,formats_passport/* isPassportPath */._u)(rel) ||
        (0,formats_passport/* isAttestationPath */.yv)(rel) ||
        (acks.size > 0 && acks.has(rel)) ||
        (kind === 'file' && isEngineBookkeepingName(rel));
}
/**
 * The nearest output directory owning a file, remembered per directory: every file of a
 * directory has the same owner, and a tree's files outnumber its directories ten to one on a
 * typical output tree.
 */
function createOwnerLookup(outputDirs) {
    const ownerByDir = new Map();
    return (rel) => {
        const start = (0,relative_path/* relativeDirname */.RV)(rel);
        const known = ownerByDir.get(start);
        if (known !== undefined)
            return known;
        const visited = [];
        let owner = null;
        for (let dir = start;; dir = (0,relative_path/* relativeDirname */.RV)(dir)) {
            const cached = ownerByDir.get(dir);
            if (cached !== undefined) {
                owner = cached;
                break;
            }
            visited.push(dir);
            if (outputDirs.has(dir)) {
                owner = dir;
                break;
            }
            if (dir === '.')
                break;
        }
        for (const dir of visited)
            ownerByDir.set(dir, owner);
        return owner;
    };
}
/**
 * The output directory a finding's path belongs to, by the ownership rule above: a path that
 * is itself an output directory (a finding on the directory, such as `passport-missing`) is
 * its own; any other path belongs to the nearest output directory above it
 * ({@link createOwnerLookup}, the layout's and `stamp`'s rule). The verdict (audit/verdict.ts)
 * charges a finding to that directory's passports, so the passport a finding fails is the one
 * whose `stamp` can clear it.
 */
function createFindingOwnerLookup(outputDirs) {
    const ownerOf = createOwnerLookup(outputDirs);
    return (rel) => (rel === '' ? null : outputDirs.has(rel) ? rel : ownerOf(rel));
}

;// CONCATENATED MODULE: ./src/repo/layout.ts
/**
 * Which directory owns which file: the passports of a tree, its output
 * directories (ownership.ts), its handoff documents and the gate's own
 * bookkeeping, and for each output directory the files that are its
 * artifacts. The audit (passport-missing, artifact-unlisted, the speculative
 * hashing) and `stamp` (what a passport must list) read the same layout, so a
 * stamped directory audits clean by construction.
 */




/** Lays out a walked tree under `config`. */
function buildLayout(tree, config, options = {}) {
    const { entries } = tree;
    const ignoredPassports = options.ignoredPassports;
    const passportPaths = entries
        .filter((e) => e.kind !== 'dir' && (0,formats_passport/* isPassportPath */._u)(e.rel) && !ignoredPassports?.has(e.rel))
        .map((e) => e.rel);
    const passportDirs = new Set(passportPaths.map(relative_path/* relativeDirname */.RV));
    const deletedPassportDirs = (options.deletedPassports ?? []).map(relative_path/* relativeDirname */.RV);
    const claimed = new Set([...passportDirs, ...deletedPassportDirs]);
    if (options.newPassportDir !== undefined)
        claimed.add(options.newPassportDir);
    // Without `outputs:`, the output roots are inferred from the passports (ownership.ts), so a
    // new directory beside the passport directories needs a passport too (integrity-audit mode 4).
    const touched = new Set(options.changedPassports ?? []);
    const baseDirs = touched.size === 0
        ? undefined
        : options.basePassports
            ? new Set([...options.basePassports.map(relative_path/* relativeDirname */.RV), ...deletedPassportDirs])
            : new Set([
                ...passportPaths.filter((p) => !touched.has(p)).map(relative_path/* relativeDirname */.RV),
                ...deletedPassportDirs,
            ]);
    const { dirs: outputDirs, inferredRoots } = findOutputDirectories(entries, claimed, config, baseDirs);
    const ownerOf = createOwnerLookup(outputDirs);
    const isHandoffFile = (0,globs/* compileGlobs */.t)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // Matched once per file: the globs are regexes, and several passes ask.
    const handoffFiles = new Set(entries.filter((e) => e.kind !== 'dir' && isHandoffFile(e.rel)).map((e) => e.rel));
    // Only bookkeeping is exempt: passports, acknowledgments beside packets, engine bookkeeping.
    const isBookkeeping = createBookkeepingTest(handoffFiles, config);
    // From one pass over the tree: the speculative hashing, the unlisted-file rule and stamp read it.
    const owned = new Map();
    for (let i = 0; i < entries.length; i++) {
        const e = entries[i];
        if (e.kind === 'dir' || isBookkeeping(e.rel, e.kind))
            continue;
        const owner = ownerOf(e.rel);
        if (owner === null)
            continue;
        const list = owned.get(owner);
        if (list)
            list.push(i);
        else
            owned.set(owner, [i]);
    }
    return {
        passportPaths,
        passportDirs,
        deletedPassportDirs,
        outputDirs,
        inferredRoots,
        handoffFiles,
        isHandoffFile,
        isBookkeeping,
        ownerOf,
        ownedFiles: (dir) => owned.get(dir) ?? [],
    };
}
/**
 * The files an output directory's passport must list, as `stamp` sees them: the layout's
 * owned files of `dir` once `dir` holds a passport, by repository-relative path.
 */
function listOwnedFiles(dir, tree, config) {
    const layout = buildLayout(tree, config, { newPassportDir: dir });
    return layout.ownedFiles(dir).map((i) => tree.entries[i].rel);
}

// EXTERNAL MODULE: ./src/core/passport.ts
var core_passport = __nccwpck_require__(8825);
;// CONCATENATED MODULE: ./src/repo/passports.ts




/**
 * Pointer → position lookups of passports. Only the lookup is kept, not the parsed document,
 * whose value would otherwise stay alive to the end of the run: every collection of the young
 * generation copies what is alive, and 2,000 passports' values are some megabytes of small
 * objects.
 */
class PassportPositions {
    locators = new Map();
    /** Keeps the lookup of a passport a check has parsed with positions. */
    keep(record, locate) {
        this.locators.set(record.path, locate);
    }
    /**
     * The location of `pointer` in a passport. A passport no check has parsed for positions (a
     * consumer re-checked for chain rules outside the scope, an artifact finding met before the
     * per-passport checks) is parsed for them now, once.
     */
    locate(record, pointer) {
        let find = this.locators.get(record.path);
        if (find === undefined && record.bytes) {
            const parsed = (0,json_source/* parseJsonDocument */.dH)(record.bytes);
            find = parsed.ok ? parsed.document.locate : null;
            this.locators.set(record.path, find);
        }
        if (!find)
            return { pointer };
        const pos = find(pointer);
        return { pointer, line: pos.line, column: pos.column };
    }
}
/** The passports of one run. */
class PassportSet {
    records = [];
    positions = new PassportPositions();
    values = new Map();
    read;
    ids;
    constructor(keepAsRead) {
        this.read = keepAsRead ? [] : null;
    }
    /** Passports by passport_id, in path order (a Map: ids like "__proto__" are plain data). */
    get byId() {
        if (!this.ids) {
            this.ids = new Map();
            for (const r of this.records) {
                if (r.id === null)
                    continue;
                const list = this.ids.get(r.id);
                if (list)
                    list.push(r);
                else
                    this.ids.set(r.id, [r]);
            }
        }
        return this.ids;
    }
    /** The parsed value kept for `record` (see keepValues), handed out once. */
    takeValue(record) {
        const kept = this.values.get(record.path);
        this.values.delete(record.path);
        return kept;
    }
    /** Every passport as read, value included (only when read with keepAsRead). */
    asRead() {
        if (!this.read)
            throw new Error('the passports were read without keepAsRead');
        return this.read;
    }
    /** Adds one passport as read (readPassports' part). */
    add(record, parsed, keepValue) {
        this.records.push(record);
        if (keepValue && parsed)
            this.values.set(record.path, parsed);
        this.read?.push({
            path: record.path,
            dir: record.dir,
            id: record.id,
            claimedId: record.claimedId,
            value: parsed?.value ?? null,
            summary: record.summary,
            bytes: record.bytes,
        });
    }
}
/** Reads the passport files `paths` (the layout's) through `reader`, in order. */
async function readPassports(paths, reader, options) {
    const set = new PassportSet(options.keepAsRead === true);
    await reader.readEach(paths, options.maxBytes, (path, read) => {
        const dir = (0,relative_path/* relativeDirname */.RV)(path);
        if (!read.ok) {
            const record = {
                path,
                dir,
                id: null,
                summary: null,
                claimedId: null,
                bytes: null,
                problem: read,
            };
            set.add(record, undefined, false);
            options.onRead?.(record, undefined, set);
            return;
        }
        const light = (0,formats_passport/* summarizePassportBytes */.Dm)(read.bytes);
        const summary = light?.summary ?? null;
        const record = {
            path,
            dir,
            id: summary?.id ?? null,
            summary,
            claimedId: summary === null ? (0,formats_passport/* findClaimedPassportId */.mw)(read.bytes) : null,
            bytes: read.bytes,
            problem: null,
        };
        // The scan is handed on too, so the full check does not scan the bytes a second time.
        const parsed = light ? { value: light.value, scan: light.scan } : undefined;
        set.add(record, parsed, options.keepValues === true);
        options.onRead?.(record, parsed, set);
    });
    return set;
}
/**
 * A passport as `stamp`, `graph` and `export` use it (produce/load-passports.ts): the value
 * parsed strictly (duplicate keys, encoding), or why the file cannot be used.
 */
function describePassport(record) {
    const base = {
        path: record.path,
        dir: record.dir,
        id: null,
        claimedId: record.claimedId,
        value: null,
        summary: null,
    };
    if (record.problem) {
        const { reason, detail } = record.problem;
        return {
            ...base,
            problem: reason === 'missing'
                ? 'does not exist'
                : reason === 'outside-root'
                    ? 'resolves outside the repository root'
                    : detail,
        };
    }
    const parsed = parsePassportValue(record.bytes);
    if (parsed.problem !== null)
        return { ...base, problem: parsed.problem };
    const summary = (0,core_passport/* readPassport */.pN)(parsed.value);
    return { ...base, id: summary.id, value: parsed.value, summary };
}
/**
 * A passport's bytes parsed strictly (duplicate keys, encoding), or what is wrong in words:
 * one reading for every command and both sides of the provenance diff, so the same broken
 * file is described the same way wherever it is read.
 */
function parsePassportValue(bytes) {
    const parsed = (0,json_source/* parseJsonDocument */.dH)(bytes);
    if (parsed.ok)
        return { value: parsed.document.value, problem: null };
    const p = parsed.problem;
    return {
        value: null,
        problem: `is not valid JSON: ${p.message} (line ${p.line}, column ${p.column})`,
    };
}

// EXTERNAL MODULE: ./src/util/untrusted.ts
var untrusted = __nccwpck_require__(9630);
;// CONCATENATED MODULE: ./src/repo/plan.ts
/**
 * The artifact plan: what the passports in scope list, resolved against the
 * tree. Each listed path is checked lexically, then found: from the walk's
 * index for a plain file (no system call), as surely missing from the index,
 * or by a contained realpath for one behind a symlink. What resolves to a file
 * becomes a check (the digest service hashes it); what does not says why (the
 * file-access rules report it).
 */

/**
 * Plans the artifacts of the passports in scope: one pass over what they list, as the light
 * parse summarized them (the full check makes the same summary of the same value). Only a path
 * the walk did not list as a plain file waits for the file system; the tens of thousands that
 * it did cost a lookup each, and no promise.
 */
async function planArtifacts(scope, tree, paths) {
    const listings = [];
    const checks = [];
    const listedInDir = new Map();
    const externals = [];
    for (const record of scope.passports) {
        if (!record.summary)
            continue;
        const listed = listedInDir.get(record.dir) ?? new Set();
        listedInDir.set(record.dir, listed);
        for (const kind of ['outputs', 'inputs']) {
            for (const ref of record.summary[kind]) {
                if (kind === 'inputs' && ref.external) {
                    externals.push({ record, ref });
                    continue;
                }
                const checked = paths.check(ref.path, record.dir);
                const listing = !checked.ok
                    ? listingOf(record, kind, ref, null, checked.reason, null)
                    : await findArtifact(record, kind, ref, checked.rel, tree);
                listings.push(listing);
                if (listing.rel !== null && kind === 'outputs')
                    listed.add(listing.rel);
                if (listing.file !== null)
                    checks.push(listing);
            }
        }
    }
    return { listings, checks, listedInDir, externals };
}
/**
 * Finds one listed path in the tree: in the walk's index (synchronously: awaiting a value that
 * is not a promise costs a microtask, not a system call), as surely missing, or by a contained
 * realpath through its symlinks.
 */
function findArtifact(record, kind, ref, rel, tree) {
    const listed = tree.fileId(rel);
    if (listed !== undefined)
        return listingOf(record, kind, ref, rel, null, listed);
    if (tree.isSurelyMissing(rel))
        return listingOf(record, kind, ref, rel, 'missing', null);
    return tree
        .resolve(rel)
        .then((resolved) => resolved.ok
        ? listingOf(record, kind, ref, rel, null, tree.fileOfReal(resolved.real))
        : listingOf(record, kind, ref, rel, resolved.reason, null));
}
/** One listing (every listing has the same shape, so V8 keeps one hidden class for them). */
function listingOf(record, kind, ref, rel, refusal, file) {
    return {
        record,
        kind,
        ref,
        rel,
        invisible: rel !== null && (0,untrusted/* hasInvisibleCharacters */.gi)(ref.path),
        refusal,
        file,
    };
}

;// CONCATENATED MODULE: ./src/repo/shard.ts
/**
 * Sharding an audit over a GitHub Actions matrix (`--shard i/n`). Pure: every
 * shard computes the same partition from the same checkout, so no shard needs
 * to talk to another, and the merge step (merge.ts) can check that they did.
 *
 * The unit of work is an output directory. Its weight is the bytes its
 * passports record for their outputs (size_bytes) plus a fixed cost per file,
 * read from the passports rather than from the disk so that partitioning
 * costs no I/O. Directories are assigned greedily, heaviest first, each to the
 * currently lightest shard (the classic longest-processing-time rule: within
 * 4/3 of the best possible makespan), ties broken by name and shard index so
 * the result depends only on the input.
 */

/** Most shards accepted: far beyond any useful matrix, small enough to keep reports sane. */
const MAX_SHARDS = 256;
/**
 * What one file costs besides its bytes, in bytes: opening, two fstat calls and
 * a close take about as long as hashing this much on the benchmark machine.
 */
const SHARD_FILE_COST_BYTES = 16 * 1024;
/** Parses `i/n` (1 ≤ i ≤ n ≤ {@link MAX_SHARDS}); returns a message saying what is wrong otherwise. */
function parseShardSpec(text) {
    const m = /^\s*(\d{1,6})\s*\/\s*(\d{1,6})\s*$/.exec(text);
    if (!m)
        return {
            ok: false,
            message: `shard ${JSON.stringify(text)} is not of the form i/n (for example 2/4)`,
        };
    const index = Number(m[1]);
    const count = Number(m[2]);
    if (count < 1 || count > MAX_SHARDS) {
        return { ok: false, message: `shard count ${count} is out of range; use 1 to ${MAX_SHARDS}` };
    }
    if (index < 1 || index > count) {
        return {
            ok: false,
            message: `shard index ${index} is out of range; use 1 to ${count} (indices start at 1)`,
        };
    }
    return { ok: true, shard: { index, count } };
}
/** The weight used to balance shards. */
function weightOf(d) {
    return d.bytes + d.files * SHARD_FILE_COST_BYTES;
}
const compareNames = (a, b) => (a < b ? -1 : a > b ? 1 : 0);
/**
 * Partitions directories into `count` shards, evenly by weight and
 * deterministically. Returns the directories of each shard (element 0 is
 * shard 1), each list sorted by name. Every directory lands in exactly one shard.
 */
function partitionDirectories(dirs, count) {
    const n = Math.max(1, Math.floor(count));
    const shards = Array.from({ length: n }, () => []);
    const loads = new Array(n).fill(0);
    const unique = new Map();
    for (const d of dirs)
        if (!unique.has(d.dir))
            unique.set(d.dir, d);
    const order = [...unique.values()].sort((a, b) => weightOf(b) - weightOf(a) || compareNames(a.dir, b.dir));
    for (const d of order) {
        let lightest = 0;
        for (let k = 1; k < n; k++)
            if (loads[k] < loads[lightest])
                lightest = k;
        shards[lightest].push(d.dir);
        loads[lightest] = loads[lightest] + weightOf(d);
    }
    for (const s of shards)
        s.sort(compareNames);
    return shards;
}
/** The directories shard `spec.index` of `spec.count` audits. */
function selectShardDirectories(dirs, spec) {
    return partitionDirectories(dirs, spec.count)[spec.index - 1] ?? [];
}
/**
 * A digest of the whole partition input. Shards of one run print the same
 * value; the merge refuses reports whose values differ, because they were cut
 * from different checkouts, configs or changed-file lists.
 */
function fingerprintPartition(dirs, count) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    hash.update(`shards ${count}\n`);
    for (const d of [...dirs].sort((a, b) => compareNames(a.dir, b.dir))) {
        hash.update(`${JSON.stringify(d.dir)} ${d.bytes} ${d.files}\n`);
    }
    return hash.digest('hex');
}
/**
 * The weight of each directory in `dirs`, from the outputs its passports list.
 * Directories without a passport weigh nothing (they only yield passport-missing).
 */
function weighDirectories(passports, dirs) {
    const byDir = new Map();
    for (const dir of dirs)
        byDir.set(dir, { dir, bytes: 0, files: 0 });
    for (const p of passports) {
        const w = byDir.get(p.dir);
        if (!w || !p.summary)
            continue;
        for (const o of p.summary.outputs) {
            w.files++;
            w.bytes += o.sizeBytes !== null && o.sizeBytes > 0 ? o.sizeBytes : 0;
        }
    }
    return [...byDir.values()];
}

;// CONCATENATED MODULE: ./src/repo/scope.ts
/**
 * Which output directories a run audits. All mode: every one. Changed mode:
 * the owners of the changed paths, and the directories of the passports that
 * list a changed path (directly, or through a symlink on the way). A shard of
 * a matrix run then keeps its part of that scope (shard.ts); every shard cuts
 * the same partition.
 */



/** Decides the scope of a run. */
async function selectScope(input) {
    const { changes, shard } = input;
    const records = input.passports.records;
    const changed = changes.files === null
        ? { dirs: new Set(input.layout.outputDirs), passportChanged: false }
        : await selectChangedDirectories(input, changes.files);
    // Every shard cuts the same partition of the full scope and keeps its own part.
    const fullDirs = changed.dirs;
    let dirs = fullDirs;
    let shardScope;
    if (shard) {
        const weights = weighDirectories(records, fullDirs);
        const own = new Set(selectShardDirectories(weights, shard));
        dirs = new Set([...fullDirs].filter((d) => own.has(d)));
        shardScope = {
            index: shard.index,
            count: shard.count,
            fingerprint: fingerprintPartition(weights, shard.count),
            chain: shard.index === 1,
        };
    }
    return {
        mode: changes.files === null ? 'all' : 'changed',
        changes,
        fullDirs,
        dirs,
        shard: shardScope,
        leadsRun: shardScope === undefined || shardScope.chain === true,
        passportChanged: changed.passportChanged,
        passports: records.filter((r) => dirs.has(r.dir)),
        includes: (record) => dirs.has(record.dir),
    };
}
/** The directories a change touches (changed mode). */
async function selectChangedDirectories(input, changed) {
    const { tree, layout } = input;
    const listedBy = await mapListingsToPassports(input);
    // A passport file that is a link: each link on its way, and where it ends, maps back to it.
    const passportVia = new Map();
    for (const rel of layout.passportPaths) {
        if (tree.isPlainFile(rel))
            continue;
        for (const via of await tree.symlinkChain(rel))
            passportVia.set(via, rel);
    }
    const dirs = new Set();
    let passportChanged = false;
    for (const rel of changed) {
        const owner = layout.ownerOf(rel);
        if (owner !== null)
            dirs.add(owner);
        for (const d of listedBy.get(rel) ?? [])
            dirs.add(d);
        // A passport added, edited or deleted can change which ids exist; its old id is unknown here.
        if ((0,formats_passport/* isPassportPath */._u)(rel))
            passportChanged = true;
        const passport = passportVia.get(rel);
        if (passport !== undefined) {
            dirs.add((0,relative_path/* relativeDirname */.RV)(passport));
            passportChanged = true;
        }
    }
    return { dirs, passportChanged };
}
/**
 * Every path some passport lists (output or input) → the directories of the passports listing
 * it. A path the walk did not list as a plain file may be reached through symlinks: a change
 * to any link on the way, or to the file it ends at, changes what the passport describes, so
 * each of them maps back to the same passports. Only such paths cost system calls (a few lstat
 * each); one surely missing has no link on its way.
 */
async function mapListingsToPassports(input) {
    const { tree, paths } = input;
    const listedBy = new Map();
    const addListed = (rel, dir) => {
        const list = listedBy.get(rel);
        if (list === undefined)
            listedBy.set(rel, [dir]);
        else if (list[list.length - 1] !== dir)
            list.push(dir);
    };
    for (const r of input.passports.records) {
        for (const a of [...(r.summary?.outputs ?? []), ...(r.summary?.inputs ?? [])]) {
            const rel = paths.rel(a.path, r.dir);
            if (rel !== null)
                addListed(rel, r.dir);
        }
    }
    for (const rel of [...listedBy.keys()]) {
        if (tree.isPlainFile(rel) || tree.isSurelyMissing(rel))
            continue;
        const dirs = listedBy.get(rel);
        const resolved = await tree.resolve(rel);
        const reached = await tree.symlinkChain(rel);
        // The real path too: the chain reads links lexically, realpath as the read will.
        if (resolved.ok)
            reached.push(tree.relativeToRoot(resolved.real));
        for (const via of reached)
            if (via !== rel)
                for (const d of dirs)
                    addListed(via, d);
    }
    return listedBy;
}

// EXTERNAL MODULE: ./src/util/values.ts
var values = __nccwpck_require__(7656);
;// CONCATENATED MODULE: ./src/repo/snakemake-records.ts


/** A metadata record larger than this is not read (a shell rule's record is a few KiB). */
const MAX_ENGINE_RECORD_BYTES = 4 * 1024 * 1024;
const B64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const UTF8 = new TextDecoder('utf-8', { fatal: true });
/**
 * The output path a record file's name encodes (the chunks below `metadata/` joined, `@`
 * dropped), or null for a name Snakemake would not write (its temporary files, anything not
 * canonical URL-safe base64 of UTF-8).
 */
function decodeRecordName(below) {
    const parts = below.split('/');
    const last = parts.pop() ?? '';
    if (!parts.every((p) => p.startsWith('@')))
        return null;
    const joined = parts.map((p) => p.slice(1)).join('') + last;
    if (!B64URL.test(joined) || joined.length % 4 !== 0)
        return null;
    const bytes = Buffer.from(joined, 'base64url');
    // Canonical only: a name that re-encodes otherwise is not one Snakemake wrote.
    if (bytes.toString('base64url') !== joined.replace(/=+$/, ''))
        return null;
    try {
        return UTF8.decode(bytes);
    }
    catch {
        return null;
    }
}
/** `recorded` (relative to working directory `workdir`) as a root-relative path, or null. */
function underRoot(recorded, workdir) {
    const checked = (0,relative_path/* checkRelativePath */._k)(recorded, workdir === '.' ? '' : workdir);
    return checked.ok ? checked.rel : null;
}
/**
 * Lists the engine's records under the root and reads those of `outputs` (root-relative
 * paths; an output inside a `directory()` output is covered by its directory's record).
 */
async function readEngineRecords(tree, outputs) {
    const workdirs = [];
    const refused = [];
    for (const e of tree.entries) {
        if (e.rel !== '.snakemake' && !e.rel.endsWith('/.snakemake'))
            continue;
        const workdir = (0,relative_path/* relativeDirname */.RV)(e.rel);
        if (e.kind !== 'dir') {
            if (e.kind === 'symlink')
                refused.push({
                    path: e.rel,
                    why: 'is a symbolic link: the engine’s record is read only inside the repository',
                });
            continue;
        }
        const metadata = `${e.rel}/metadata`;
        const kind = tree.kindOf(metadata);
        if (kind === 'dir')
            workdirs.push(workdir);
        else if (kind !== undefined)
            refused.push({
                path: metadata,
                why: kind === 'symlink'
                    ? 'is a symbolic link: the engine’s record is read only inside the repository'
                    : 'is not a directory',
            });
    }
    if (workdirs.length === 0)
        return { workdirs, refused, byOutput: new Map() };
    const places = indexRecords(tree.entries, workdirs);
    const byOutput = new Map();
    const reads = new Map();
    const wanted = [];
    for (const output of new Set(outputs)) {
        const found = findPlace(places, output);
        if (!found)
            continue;
        const [at, place] = found;
        if (!reads.has(at))
            reads.set(at, readRecord(tree, place, at));
        wanted.push([output, at]);
    }
    for (const [output, at] of wanted) {
        const read = await reads.get(at);
        if (read)
            byOutput.set(output, read);
    }
    return { workdirs, refused, byOutput };
}
/** Every record file under the working directories' metadata, by the root-relative output. */
function indexRecords(entries, workdirs) {
    const places = new Map();
    for (const workdir of workdirs) {
        const prefix = `${workdir === '.' ? '' : `${workdir}/`}.snakemake/metadata/`;
        for (const e of entries) {
            if (!e.rel.startsWith(prefix) || e.kind === 'dir')
                continue;
            const recorded = decodeRecordName(e.rel.slice(prefix.length));
            if (recorded === null)
                continue;
            const output = underRoot(recorded, workdir);
            // An output outside the root (absolute, or climbing out) is no artifact of it.
            if (output !== null)
                places.set(output, { file: e.rel, kind: e.kind, workdir });
        }
    }
    return places;
}
/** The record of `output`, or of the nearest directory above it that has one. */
function findPlace(places, output) {
    for (let at = output; at !== '.'; at = (0,relative_path/* relativeDirname */.RV)(at)) {
        const place = places.get(at);
        if (place)
            return [at, place];
    }
    return null;
}
/** Reads and understands one record file. */
async function readRecord(tree, place, output) {
    const fail = (why) => ({ ok: false, file: place.file, output, why });
    if (place.kind !== 'file')
        return fail(place.kind === 'symlink' ? 'is a symbolic link' : 'is not a regular file');
    const read = await tree.readContained(place.file, MAX_ENGINE_RECORD_BYTES);
    if (!read.ok)
        return fail(read.reason === 'too-large'
            ? `is larger than ${MAX_ENGINE_RECORD_BYTES} bytes`
            : `could not be read: it ${read.detail}`);
    let value;
    try {
        value = JSON.parse(UTF8.decode(read.bytes));
    }
    catch {
        return fail('is not UTF-8 JSON (Snakemake itself deletes such a record)');
    }
    return understand(value, place, output, fail);
}
/** The fields the comparison reads, checked; anything else is not read. */
function understand(value, place, output, fail) {
    if (!(0,values/* isObject */.Gv)(value))
        return fail('is not a JSON object');
    const strings = (v) => Array.isArray(v) && v.every((x) => typeof x === 'string');
    const time = (v) => v === null || v === undefined || (typeof v === 'number' && Number.isFinite(v));
    const { rule, input, params, shellcmd, starttime, endtime } = value;
    const checksums = value.input_checksums;
    if (typeof rule !== 'string')
        return fail('has no rule name');
    if (!strings(input))
        return fail('has no list of input paths (input)');
    if (params !== undefined && !strings(params))
        return fail('has params that are not strings');
    if (shellcmd !== null && shellcmd !== undefined && typeof shellcmd !== 'string')
        return fail('has a shellcmd that is not a string');
    if (!time(starttime) || !time(endtime))
        return fail('has a starttime or endtime that is not a number');
    if (checksums !== undefined && checksums !== null && !(0,values/* isObject */.Gv)(checksums))
        return fail('has input_checksums that are not an object');
    const inputChecksums = new Map();
    for (const [p, sum] of Object.entries(checksums ?? {})) {
        const rel = underRoot(p, place.workdir);
        if (rel !== null && typeof sum === 'string')
            inputChecksums.set(rel, sum.toLowerCase());
    }
    return {
        ok: true,
        record: {
            file: place.file,
            output,
            rule,
            inputs: input.map((recorded) => ({ recorded, rel: underRoot(recorded, place.workdir) })),
            params: params ?? [],
            shellcmd: shellcmd ?? null,
            starttime: starttime ?? null,
            endtime: endtime ?? null,
            inputChecksums,
        },
    };
}

;// CONCATENATED MODULE: external "node:util"
const external_node_util_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");
// EXTERNAL MODULE: ./src/util/shell-word.ts
var shell_word = __nccwpck_require__(6571);
;// CONCATENATED MODULE: ./src/repo/rerun-command.ts
/**
 * The command that runs a recorded step again, as the fixes print it: the step's own command
 * (recorded_by.command, in recorded_by.working_directory) through `passport-gate run`, with the
 * flags that make the same record (its directory, run id, skill, inputs, code, sources,
 * parameters, declared outputs). A fix for a changed output prints this, never a bare
 * re-stamp: only a re-run shows that the step makes the bytes it is said to make.
 */





// C0 and C1 controls: printed escaped, so a command holding one would not run as printed.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** True when `text` cannot be printed as a command's word (every report escapes it). */
const unprintable = (text) => CONTROL.test(text) || (0,untrusted/* hasInvisibleCharacters */.gi)(text);
/** `word` as one POSIX shell word: single-quoted unless plain (an argument, so `-e` stays `-e`). */
function argWord(word) {
    return /^[A-Za-z0-9_./@%+=:,-]+$/.test(word) && word !== ''
        ? word
        : `'${word.replace(/'/g, `'\\''`)}'`;
}
/** A repository-relative path (or an external, absolute one) as typed in `cwd`. */
function typedPath(rel, cwd) {
    if (rel.startsWith('/'))
        return rel;
    const relative = external_node_path_default().posix.relative(cwd === '.' ? '' : cwd, rel) || '.';
    return relative.startsWith('-') ? `./${relative}` : relative;
}
/** {@link typedPath} as one shell word. */
const pathWord = (rel, cwd) => argWord(typedPath(rel, cwd));
/** A recorded parameter as `--param KEY=VALUE` that parses back to the same value. */
function paramWord(key, value) {
    const plain = typeof value === 'string' &&
        !/^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(value) &&
        !['true', 'false', 'null'].includes(value) &&
        !/^[[{"]/.test(value);
    return argWord(`${key}=${plain ? value : JSON.stringify(value)}`);
}
/**
 * `passport-gate run …` that runs the step of the run record at `passportPath` again and
 * records it in place, to paste at the repository root; null when the passport is no run
 * record, or a word of it cannot be printed as a command (control or invisible characters,
 * which every report escapes). `rel` maps a recorded artifact path to a repository-relative one.
 */
function rerunCommand(passport, passportPath, dir, rel) {
    const record = passport.recordedBy;
    if (!(0,core_passport/* isRunRecord */.jM)(passport) || record?.command == null || record.workingDirectory === null)
        return null;
    const cwd = record.workingDirectory;
    const name = passportPath.slice(passportPath.lastIndexOf('/') + 1);
    const runId = name.endsWith(formats_passport/* PASSPORT_SUFFIX */.zb) ? name.slice(0, -formats_passport/* PASSPORT_SUFFIX */.zb.length) : '';
    if (!(0,formats_passport/* isRunId */.Pk)(runId) || passport.skill === null || passport.skillVersion === null)
        return null;
    const words = ['passport-gate', 'run', pathWord(dir, cwd)];
    const checked = [dir, cwd, passport.skill, passport.skillVersion, ...record.command];
    if (cwd !== '.')
        words.push('--root', argWord(external_node_path_default().posix.relative(cwd, '.') || '.'));
    words.push('--run-id', runId, '--skill', argWord(passport.skill));
    words.push('--skill-version', argWord(passport.skillVersion));
    if (record.outputs === 'declared') {
        for (const o of passport.outputs) {
            const r = rel(o.path);
            if (r === null)
                return null;
            checked.push(r);
            words.push('--output', pathWord(r, cwd));
        }
    }
    for (const i of passport.inputs) {
        const r = i.external ? i.path : rel(i.path);
        if (r === null)
            return null;
        checked.push(r);
        words.push(i.type === 'code' ? '--code' : '--input', pathWord(r, cwd));
        if (i.source !== null) {
            checked.push(i.source);
            words.push('--source', argWord(`${typedPath(r, cwd)}=${i.source}`));
        }
    }
    if ((0,values/* isObject */.Gv)(passport.parameters))
        for (const [k, v] of Object.entries(passport.parameters)) {
            checked.push(k, JSON.stringify(v) ?? '');
            words.push('--param', paramWord(k, v));
        }
    // The declaration is the step's: a re-run that dropped it would compare what never matches.
    for (const n of record.nondeterministic) {
        checked.push(n);
        words.push('--nondeterministic', pathWord(n, cwd));
    }
    for (const s of passport.nextSkills)
        words.push('--next-skill', argWord(s));
    if (passport.agent !== null)
        words.push('--agent', argWord(passport.agent));
    if (passport.sessionId !== null)
        words.push('--session-id', argWord(passport.sessionId));
    if (checked.some(unprintable))
        return null;
    words.push('--', ...record.command.map(argWord));
    const line = words.join(' ');
    return cwd === '.' ? line : `cd ${argWord(cwd)} && ${line}`;
}

;// CONCATENATED MODULE: ./src/repo/stale.ts
/**
 * Stale downstream passports and the re-run plan: one computation for the provenance diff's
 * re-run plan (diff/diff.ts) and the audit's `chain-stale` (rules/families/chain.ts), so the
 * diff's stale list and the audit's stale findings are the same list. Pure.
 *
 * An output a change **modified** is a path some base passport lists as an output whose
 * digest the head's passports no longer record (another digest, or no passport lists it any
 * more: renamed, or deleted and its producer re-stamped). A head passport is **stale** when
 *
 * - *input*: it records an input at a digest this change replaced (it consumed the old
 *   version and was not re-stamped since: a re-stamp after the re-run records the new digest;
 *   `input-hash-mismatch` reports the same case from the bytes on disk), or an input whose
 *   path a passport it consumes (consumed_passports) lists as an output at another digest
 *   (no base needed: the head alone shows the consumer read something its producer no
 *   longer records), or
 * - *consumed*: it consumes (consumed_passports) a passport whose outputs this change
 *   modified, and its own file is unchanged (it was not re-stamped), or
 * - *upstream*: it consumes a stale passport, by id or by an input whose path and digest are
 *   an output of that passport. This holds even if it was re-stamped in this change: a step
 *   re-run on the output of a stale step computed from the old version too.
 *
 * Without a base (an audit of one revision) the base is empty: only the head-alone reasons
 * and what follows from them apply.
 *
 * The plan lists the stale passports in topological order (producers before consumers), ties
 * by path; a consumed_passports cycle (a finding of the audit) is kept together, by path.
 */









const byPath = (a, b) => a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
/**
 * An artifact path as the repository-relative path it names, or as written when it names
 * none (so a refused path still differs from every other).
 */
function normalizeArtifactPath(raw, dir, pathBase) {
    const checked = checkRelativePath(raw, pathBase === 'passport' && dir !== '.' ? dir : '');
    return checked.ok ? checked.rel : raw;
}
/** {@link normalizeArtifactPath} for one `path-base`. */
const normalizerOf = (pathBase) => (raw, dir) => normalizeArtifactPath(raw, dir, pathBase);
/** The artifacts of one list by normalized path; the first entry of a path wins. */
function indexArtifacts(list, dir, normalize, make) {
    const byRel = new Map();
    for (const ref of list) {
        const rel = normalize(ref.path, dir);
        if (!byRel.has(rel))
            byRel.set(rel, make(ref, rel));
    }
    return byRel;
}
/** A passport as the stale computation sees it, from its summary (null: unreadable). */
function toStaleNode(path, summary, normalize) {
    const make = (ref, rel) => ({
        path: rel,
        sha256: ref.sha256,
    });
    const dir = (0,relative_path/* relativeDirname */.RV)(path);
    return {
        path,
        dir,
        id: summary?.id ?? null,
        summary,
        relOf: (raw) => normalize(raw, dir),
        skill: summary?.skill ?? null,
        skillVersion: summary?.skillVersion ?? null,
        inputs: indexArtifacts(summary?.inputs ?? [], dir, normalize, make),
        outputs: indexArtifacts(summary?.outputs ?? [], dir, normalize, make),
    };
}
/** The base's passport files as the stale computation (and passport-id-reused) sees them. */
function readBaseNodes(base, normalize) {
    return base.map((f) => toStaleNode(f.path, (0,core_passport/* passportOfFile */.KI)(f), normalize));
}
/**
 * The audit's re-run plan ({@link planReruns}): the head as the audit read it, against the
 * base's passport files when the run has a base (a pull request, `audit --base`), else
 * against nothing. The diff asks planReruns of the same two lists (diff/diff.ts), so the
 * audit's chain-stale findings are the diff's stale list.
 */
function planAuditReruns(head, base, normalize, baseNodes = readBaseNodes(base ?? [], normalize), agrees) {
    // Without a base only the head-alone reason applies; most audits have none, and checking
    // for one costs a fraction of building every node (workload 2: 2,000 passports).
    if (base === null && !hasHeadAloneReason(head, normalize, agrees))
        return [];
    const headNodes = head.map((r) => toStaleNode(r.path, r.summary, normalize));
    if (base === null)
        return planReruns({ base: [], head: headNodes, unchangedHead: new Set() });
    const before = new Map(base.map((f) => [f.path, f]));
    const unchangedHead = new Set();
    for (const r of head) {
        const b = before.get(r.path);
        if (!b || b.value === null || r.bytes === null || r.summary === null)
            continue;
        // The same bytes are the same file; other bytes are parsed as the diff parses them.
        if (b.bytes && Buffer.from(b.bytes).equals(r.bytes))
            unchangedHead.add(r.path);
        else {
            const parsed = parsePassportValue(r.bytes);
            if (isSamePassportFile(b, { value: parsed.value, bytes: r.bytes }))
                unchangedHead.add(r.path);
        }
    }
    return planReruns({ base: baseNodes, head: headNodes, unchangedHead });
}
/**
 * True when some head passport has the one reason to be stale that needs no base: an input
 * whose path a passport it consumes lists as an output at another digest (findDirectReasons
 * with an empty base, asked without building a node per passport). Paths by `normalize`, the
 * first entry of a path winning, as {@link toStaleNode} indexes them.
 */
function hasHeadAloneReason(head, normalize, agrees = () => false) {
    const byId = new Map();
    head.forEach((r, i) => {
        const id = r.summary?.id;
        if (id === null || id === undefined)
            return;
        const list = byId.get(id);
        if (list)
            list.push(i);
        else
            byId.set(id, [i]);
    });
    const outputs = [];
    const outputsOf = (i) => {
        let byRel = outputs[i];
        if (byRel)
            return byRel;
        byRel = new Map();
        const r = head[i];
        const dir = (0,relative_path/* relativeDirname */.RV)(r.path);
        for (const ref of r.summary?.outputs ?? []) {
            const rel = normalize(ref.path, dir);
            if (!byRel.has(rel))
                byRel.set(rel, ref.sha256);
        }
        return (outputs[i] = byRel);
    };
    for (const r of head) {
        const s = r.summary;
        if (s === null || s.inputs.length === 0)
            continue;
        const dir = (0,relative_path/* relativeDirname */.RV)(r.path);
        // Inputs every producer agrees with cannot be stale: most passports have no other.
        const open = s.inputs.filter((ref) => ref.sha256 !== null && !agrees(ref.path, dir, ref.sha256));
        if (open.length === 0)
            continue;
        const producers = [];
        for (const c of new Set(s.consumed))
            if (c !== (s.id ?? ''))
                producers.push(...(byId.get(c) ?? []));
        if (producers.length === 0)
            continue;
        for (const ref of open) {
            if (ref.sha256 === null)
                continue;
            const rel = normalize(ref.path, dir);
            for (const q of producers) {
                const sha = outputsOf(q).get(rel) ?? null;
                if (sha !== null && sha !== ref.sha256)
                    return true;
            }
        }
    }
    return false;
}
/**
 * True when a passport file is the same on both sides: the same bytes, or the same JSON value
 * with every number the same decimal number as written (not as parsed to a double, so
 * 0.30000000000000000557 and 0.3 differ). `bytes` absent: the values alone decide.
 */
function isSamePassportFile(a, b) {
    if (a.value === null || b.value === null)
        return false;
    if (a.bytes && b.bytes && Buffer.from(a.bytes).equals(b.bytes))
        return true;
    if (!(0,external_node_util_namespaceObject.isDeepStrictEqual)(a.value, b.value))
        return false;
    if (!a.bytes || !b.bytes)
        return true;
    return (0,external_node_util_namespaceObject.isDeepStrictEqual)((0,json_source/* readExactNumbers */.Iw)(a.bytes), (0,json_source/* readExactNumbers */.Iw)(b.bytes));
}
/**
 * The head passports whose file is the same in the base, at the same path
 * ({@link isSamePassportFile}): not re-stamped by this change.
 */
function listUnchanged(base, head) {
    const before = new Map(base.map((f) => [f.path, f]));
    const unchanged = new Set();
    for (const h of head) {
        const b = before.get(h.path);
        if (b && isSamePassportFile(b, h))
            unchanged.add(h.path);
    }
    return unchanged;
}
/** The outputs whose recorded digest changed between the revisions, by path. */
function findModifiedOutputs(base, head) {
    const before = new Map();
    for (const p of base) {
        for (const o of p.outputs.values()) {
            if (o.sha256 === null)
                continue;
            const known = before.get(o.path);
            if (known)
                known.shas.add(o.sha256);
            else
                before.set(o.path, { shas: new Set([o.sha256]), producer: p });
        }
    }
    const modified = new Map();
    if (before.size === 0)
        return modified;
    const after = new Map();
    for (const p of head)
        for (const o of p.outputs.values())
            if (!after.has(o.path))
                after.set(o.path, { sha: o.sha256, producer: p });
    for (const [path, { shas, producer }] of before) {
        const now = after.get(path);
        const current = now?.sha ?? null;
        if (current !== null && shas.has(current))
            continue;
        modified.set(path, { path, old: shas, current, producer: now?.producer ?? producer });
    }
    return modified;
}

/**
 * The command that re-stamps the passport at `path` after its step was re-run, to run at the
 * root: `stamp` refreshes a passport in place, keeping its passport_id and re-hashing its
 * recorded inputs and the directory's outputs. `--run-id` names the file when its name allows,
 * else the directory must hold this passport alone. `inputs`: the inputs to record instead
 * (each `--input`, replacing the recorded ones), when a recorded one is gone: a refresh keeps
 * a missing input's recorded digest, so only naming the inputs drops it. Null when no command
 * can name it as printed (a name with control or invisible characters, which every report
 * escapes), or when no input is left to name.
 */
function restampCommand(path, dir, passportsInDir, inputs) {
    if (unprintable(path))
        return null;
    const name = path.slice(path.lastIndexOf('/') + 1);
    const runId = name.endsWith(formats_passport/* PASSPORT_SUFFIX */.zb) ? name.slice(0, -formats_passport/* PASSPORT_SUFFIX */.zb.length) : '';
    let base = `passport-gate stamp ${(0,shell_word/* shellWord */.r)(dir)}`;
    if ((0,formats_passport/* isRunId */.Pk)(runId))
        base = `${base} --run-id ${runId}`;
    else if (passportsInDir !== 1)
        return null;
    if (inputs === undefined)
        return base;
    if (inputs.length === 0 || inputs.some(unprintable))
        return null;
    return `${base}${inputs.map((i) => ` --input ${(0,shell_word/* shellWord */.r)(i)}`).join('')}`;
}
/**
 * The inputs a passport should record once the `gone` ones are replaced (a renamed output:
 * its new path) or dropped (null: deleted), in the recorded order.
 */
function replaceInputs(node, gone) {
    const out = new Set();
    for (const path of node.inputs.keys()) {
        const next = gone.has(path) ? gone.get(path) : path;
        if (next !== null && next !== undefined)
            out.add(next);
    }
    return [...out];
}
/**
 * Where a gone input went: an output of `producers` (the head's passports with the id of the
 * one that recorded it) at one of the digests it was read at, by path; null when none.
 */
function findRenamed(producers, digests) {
    const found = [];
    for (const p of producers)
        for (const o of p.outputs.values())
            if (o.sha256 !== null && digests.has(o.sha256))
                found.push(o.path);
    return found.sort()[0] ?? null;
}
/** A binary min-heap of strings: the next ready component of the topological sort. */
class MinHeap {
    items = [];
    get size() {
        return this.items.length;
    }
    push(key, value) {
        const a = this.items;
        a.push({ key, value });
        for (let i = a.length - 1; i > 0;) {
            const parent = (i - 1) >> 1;
            if (a[parent].key <= a[i].key)
                break;
            [a[parent], a[i]] = [
                a[i],
                a[parent],
            ];
            i = parent;
        }
    }
    pop() {
        const a = this.items;
        const top = a[0];
        const last = a.pop();
        if (a.length > 0) {
            a[0] = last;
            for (let i = 0;;) {
                const l = 2 * i + 1;
                const r = l + 1;
                let m = i;
                if (l < a.length && a[l].key < a[m].key)
                    m = l;
                if (r < a.length && a[r].key < a[m].key)
                    m = r;
                if (m === i)
                    break;
                [a[m], a[i]] = [
                    a[i],
                    a[m],
                ];
                i = m;
            }
        }
        return top.value;
    }
}
/**
 * Orders nodes producers-first: strongly connected components (cycles) condensed, then Kahn's
 * algorithm taking the ready component with the smallest key first; members of a component by
 * key. Returns node indices and whether each is on a cycle.
 */
function orderTopologically(keys, adj) {
    const components = (0,digraph/* findStronglyConnected */.Bk)(adj);
    const componentOf = new Int32Array(keys.length);
    components.forEach((c, i) => {
        for (const v of c)
            componentOf[v] = i;
        c.sort((a, b) => (keys[a] < keys[b] ? -1 : 1));
    });
    const cyclic = new Array(keys.length).fill(false);
    for (const c of components)
        if ((0,digraph/* isCyclicComponent */.bd)(c, adj))
            for (const v of c)
                cyclic[v] = true;
    const indegree = new Int32Array(components.length);
    const next = components.map(() => new Set());
    adj.forEach((targets, v) => {
        for (const w of targets) {
            const a = componentOf[v];
            const b = componentOf[w];
            if (a === b || next[a].has(b))
                continue;
            next[a].add(b);
            indegree[b] = indegree[b] + 1;
        }
    });
    const heap = new MinHeap();
    const keyOf = (c) => keys[components[c][0]];
    components.forEach((_, c) => {
        if (indegree[c] === 0)
            heap.push(keyOf(c), c);
    });
    const order = [];
    while (heap.size > 0) {
        const c = heap.pop();
        order.push(...components[c]);
        for (const d of next[c]) {
            indegree[d] = indegree[d] - 1;
            if (indegree[d] === 0)
                heap.push(keyOf(d), d);
        }
    }
    return { order, cyclic };
}
/** The reasons each head passport is stale of itself (input, consumed), before the closure. */
function findDirectReasons(input) {
    const { base, head, unchangedHead } = input;
    const modified = findModifiedOutputs(base, head);
    const reasons = new Map();
    const gone = new Map();
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    // Passports (by id, either revision) whose outputs this change modified.
    const changedProducers = new Map();
    for (const m of modified.values())
        if (m.producer.id !== null)
            changedProducers.set(m.producer.id, m.producer);
    for (const p of base)
        for (const o of p.outputs.keys())
            if (modified.has(o) && p.id !== null && !changedProducers.has(p.id))
                changedProducers.set(p.id, p);
    const headById = new Map();
    for (const p of head) {
        if (p.id === null)
            continue;
        const list = headById.get(p.id);
        if (list)
            list.push(p);
        else
            headById.set(p.id, [p]);
    }
    for (const p of head) {
        const consumed = new Set(p.summary?.consumed ?? []);
        consumed.delete(p.id ?? '');
        for (const input of p.inputs.values()) {
            if (input.sha256 === null || p.outputs.has(input.path))
                continue;
            const m = modified.get(input.path);
            if (m && m.old.has(input.sha256)) {
                if (m.current === null) {
                    const byId = m.producer.id === null ? [] : (headById.get(m.producer.id) ?? []);
                    const list = gone.get(p) ?? new Map();
                    // A producer that records a failure lost the output to the failure, not on purpose:
                    // the input stays (its re-run makes it again); else it was renamed, or deleted.
                    const failed = byId.some((q) => q.summary?.errors.some(core_passport/* isFailure */.N6) === true);
                    gone.set(p, list.set(input.path, failed ? input.path : findRenamed(byId, m.old)));
                }
                addReason(p, {
                    kind: 'input',
                    via_path: m.producer.path,
                    via_id: m.producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: m.current,
                });
                continue;
            }
            // The head alone: a consumed producer records this path at another digest now.
            const producer = findRecordingProducer(consumed, headById, input);
            if (producer)
                addReason(p, {
                    kind: 'input',
                    via_path: producer.path,
                    via_id: producer.id,
                    artifact: input.path,
                    recorded_sha256: input.sha256,
                    current_sha256: producer.outputs.get(input.path)?.sha256 ?? null,
                });
        }
        if (!unchangedHead.has(p.path))
            continue;
        for (const c of consumed) {
            const producer = changedProducers.get(c);
            if (!producer)
                continue;
            if (reasons.get(p)?.some((r) => r.via_id === c))
                continue;
            addReason(p, { kind: 'consumed', via_path: producer.path, via_id: c });
        }
    }
    return { reasons, gone };
}
/** The first passport `consumed` names that lists `input`'s path at another (known) digest. */
function findRecordingProducer(consumed, headById, input) {
    for (const c of consumed)
        for (const q of headById.get(c) ?? []) {
            const sha = q.outputs.get(input.path)?.sha256 ?? null;
            if (sha !== null && sha !== input.sha256)
                return q;
        }
    return undefined;
}
/** Downstream of each head passport: consumers by id, and by an input that is one of its outputs. */
function indexDownstream(head) {
    const consumersById = new Map();
    const consumersByArtifact = new Map();
    const push = (index, key, p) => {
        const list = index.get(key);
        if (list)
            list.push(p);
        else
            index.set(key, [p]);
    };
    for (const p of head) {
        for (const c of new Set(p.summary?.consumed ?? []))
            push(consumersById, c, p);
        for (const i of p.inputs.values())
            if (i.sha256 !== null)
                push(consumersByArtifact, `${i.path}\0${i.sha256}`, p);
    }
    return (s) => {
        const out = new Set(s.id === null ? [] : (consumersById.get(s.id) ?? []));
        for (const o of s.outputs.values())
            if (o.sha256 !== null)
                for (const q of consumersByArtifact.get(`${o.path}\0${o.sha256}`) ?? [])
                    out.add(q);
        out.delete(s);
        return [...out].sort(byPath);
    };
}
/** The stale passports of the head, as a re-run plan in topological order. */
function planReruns(input) {
    const { reasons, gone } = findDirectReasons(input);
    // Nothing stale of itself (every passing audit): nothing downstream to index.
    if (reasons.size === 0)
        return [];
    const { head } = input;
    const addReason = (p, reason) => {
        const list = reasons.get(p);
        if (list)
            list.push(reason);
        else
            reasons.set(p, [reason]);
    };
    const downstreamOf = indexDownstream(head);
    // Transitive closure, breadth-first from the directly stale passports (in path order).
    const queue = [...reasons.keys()].sort(byPath);
    const stale = new Set(queue);
    for (let i = 0; i < queue.length; i++) {
        const s = queue[i];
        for (const q of downstreamOf(s)) {
            addReason(q, { kind: 'upstream', via_path: s.path, via_id: s.id });
            if (!stale.has(q)) {
                stale.add(q);
                queue.push(q);
            }
        }
    }
    const nodes = [...stale].sort(byPath);
    const indexOf = new Map(nodes.map((n, i) => [n, i]));
    const adj = nodes.map((n) => downstreamOf(n)
        .map((q) => indexOf.get(q))
        .filter((i) => i !== undefined));
    const { order, cyclic } = orderTopologically(nodes.map((n) => n.path), adj);
    const perDir = new Map();
    for (const p of head)
        perDir.set(p.dir, (perDir.get(p.dir) ?? 0) + 1);
    return order.map((i, k) => {
        const p = nodes[i];
        const step = {
            order: k + 1,
            path: p.path,
            directory: p.dir,
            passport_id: p.id,
            skill: p.skill,
            skill_version: p.skillVersion,
            reasons: reasons.get(p) ?? [],
            command: commandOf(p, perDir.get(p.dir) ?? 1, gone.get(p)),
        };
        if (cyclic[i])
            step.cycle = true;
        return step;
    });
}
/**
 * The command of a re-run plan's step. A run record: its recorded command through `passport-gate
 * run` (a re-stamp of it is refused: its inputs changed), a renamed input under its new name.
 * Else the re-stamp after the re-run, naming every input when one is gone: one its failed
 * producer lost is kept, so the re-stamp fails until the steps before it made it again (the
 * plan keeps every input of each step); a renamed one is named by its new path; one its
 * producer no longer records (deleted, re-stamped) is left out.
 */
function commandOf(p, passportsInDir, gone) {
    if (p.summary !== null && (0,core_passport/* isRunRecord */.jM)(p.summary) && p.relOf !== undefined) {
        const relOf = p.relOf;
        // A deleted input (null) leaves no command: the step's own command names it too.
        return rerunCommand(p.summary, p.path, p.dir, (raw) => {
            const rel = relOf(raw);
            return gone?.has(rel) === true ? (gone.get(rel) ?? null) : rel;
        });
    }
    return restampCommand(p.path, p.dir, passportsInDir, gone === undefined ? undefined : replaceInputs(p, gone));
}
/** The re-run plan's step and command, as a finding (chain-stale, input-missing) prints it. */
function describeRerun(step, total) {
    const place = `step ${step.order} of the re-run plan's ${total}, after the steps before it`;
    return step.command
        ? `re-run the step, then re-stamp it (${place}): ${step.command}`
        : `re-run the step, then re-stamp it (${place}); no command can be printed for it: its file name cannot be written as a command (rename it <run-id>.passport.json), or no input is left to name with --input (write its passport anew)`;
}

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
;// CONCATENATED MODULE: ./src/fs/walk.ts
/**
 * Iterative discovery of the repository tree. Symlinks are listed, never
 * followed (a symlinked directory could loop or leave the root); ignore globs
 * prune whole directories.
 *
 * Nothing is skipped silently: a directory that cannot be listed, and a name
 * that is not valid UTF-8, are reported to the caller as {@link WalkProblem}s.
 * Node decodes an invalid name into U+FFFD, a string that opens nothing (and
 * that two different names can share), so such an entry is reported by its
 * bytes instead of being listed under a name that is not its own.
 */



/**
 * Directories never descended into, anywhere: git's own store (it holds the checkout's
 * credentials, and nothing in it is an artifact).
 */
const ALWAYS_SKIPPED_DIRS = new Set(['.git']);
/**
 * Dependency directories, skipped by the first pass of the walk for speed, but never inside
 * an output directory: repo/tree.ts walks each one that lies in (or is) an output directory,
 * so a pull request cannot hide artifacts or passports there. Outside output directories
 * they hold no artifact, and are not walked.
 */
const DEPENDENCY_DIRS = new Set(['node_modules']);
/** Hard cap on entries walked, so a hostile tree cannot exhaust memory. */
const MAX_TREE_ENTRIES = 5_000_000;
/** Longest stretch of synchronous listing before the walk yields to the event loop. */
const WALK_SLICE_MS = 50;
/**
 * Directories whose st_size is at most this are listed in one readdirSync; larger
 * ones are streamed with opendirSync so a directory of millions of entries is never
 * materialized at once before {@link MAX_TREE_ENTRIES} can stop the walk.
 */
const WALK_WHOLE_DIR_MAX_BYTES = 1 << 20;
/**
 * `dir` joined with one directory entry's name. A listed name holds no separator and is never
 * `.` or `..`, so there is nothing to normalize: path.join's normalization was a tenth of the
 * walk of 2,000 directories (node --cpu-prof).
 */
function joinName(dir, name) {
    return dir.endsWith((external_node_path_default()).sep) ? dir + name : dir + (external_node_path_default()).sep + name;
}
/** Kind of a listed entry. */
function kindOf(dirent) {
    return dirent.isFile()
        ? 'file'
        : dirent.isDirectory()
            ? 'dir'
            : dirent.isSymbolicLink()
                ? 'symlink'
                : 'other';
}
/** The code of a failed system call. */
const codeOf = (error) => error.code ?? 'EIO';
/**
 * Lists every entry below `root`. `isIgnored(rel, isDir)` prunes entries.
 * A directory that cannot be listed and a name that is not valid UTF-8 are
 * left out and reported through `onProblem` (each once).
 */
async function walkTree(root, isIgnored, onProblem, signal, options = {}) {
    const out = [];
    const { from = '', onDependencyDir } = options;
    // Absolute paths are built by appending names (joinName), without path.join's normalization.
    const pending = [
        { rel: from, abs: from === '' ? root : external_node_path_default().join(root, ...from.split('/')) },
    ];
    let sliceStart = Date.now();
    while (pending.length > 0) {
        // Synchronous listing is several times faster than opendir's async iteration (one
        // system call per directory instead of event-loop round trips per batch of entries);
        // yielding every few milliseconds keeps SIGINT and progress timers responsive.
        if (Date.now() - sliceStart >= WALK_SLICE_MS) {
            await new Promise((resolve) => setImmediate(resolve));
            signal?.throwIfAborted();
            sliceStart = Date.now();
        }
        const { rel: relDir, abs: absDir } = pending.pop();
        const add = (name, kind) => {
            const rel = relDir ? `${relDir}/${name}` : name;
            if (kind === 'dir' && ALWAYS_SKIPPED_DIRS.has(name))
                return;
            if (isIgnored(rel, kind === 'dir'))
                return;
            out.push({ rel, kind });
            if (out.length > MAX_TREE_ENTRIES)
                throw new Error(`the tree holds more than ${MAX_TREE_ENTRIES} entries`);
            if (kind !== 'dir')
                return;
            if (onDependencyDir && DEPENDENCY_DIRS.has(name))
                onDependencyDir(rel);
            else
                pending.push({ rel, abs: joinName(absDir, name) });
        };
        // A name that is not valid UTF-8 is reported by its bytes, never listed under the U+FFFD
        // spelling Node would decode it to: that string opens nothing, and two names can share it.
        const addBytes = (dirent) => {
            const kind = kindOf(dirent);
            const name = dirent.name.toString('utf8');
            if ((0,external_node_buffer_.isUtf8)(dirent.name))
                add(name, kind);
            // Reported unless an ignore glob matches the decoded spelling (a wildcard matches U+FFFD).
            else if (!isIgnored(relDir ? `${relDir}/${name}` : name, kind === 'dir'))
                onProblem?.({
                    kind: 'undecodable',
                    parent: relDir || '.',
                    name: dirent.name,
                    entryKind: kind,
                });
        };
        // Names are decoded as UTF-8 first, the fast way. Only a directory where a name came out
        // holding U+FFFD (a real one, or the mark of bytes that are not UTF-8) is listed again by
        // bytes, each name checked. A large directory is streamed by bytes from the start: it
        // cannot be listed twice cheaply, and it is rare.
        let dirents;
        let byBytes;
        let stream;
        try {
            if ((0,external_node_fs_namespaceObject.statSync)(absDir).size <= WALK_WHOLE_DIR_MAX_BYTES) {
                dirents = (0,external_node_fs_namespaceObject.readdirSync)(absDir, { withFileTypes: true });
                if (dirents.some((d) => d.name.includes('\uFFFD'))) {
                    byBytes = (0,external_node_fs_namespaceObject.readdirSync)(absDir, { withFileTypes: true, encoding: 'buffer' });
                    dirents = undefined;
                }
            }
            else {
                stream = (0,external_node_fs_namespaceObject.opendirSync)(absDir, { bufferSize: 1024, encoding: 'buffer' });
            }
        }
        catch (error) {
            onProblem?.({ kind: 'unlistable', rel: relDir || '.', code: codeOf(error) });
            continue;
        }
        if (dirents)
            for (const dirent of dirents)
                add(dirent.name, kindOf(dirent));
        else if (byBytes)
            for (const dirent of byBytes)
                addBytes(dirent);
        else if (stream) {
            try {
                for (;;) {
                    let dirent;
                    try {
                        dirent = stream.readSync();
                    }
                    catch (error) {
                        // Part of it was listed: still a finding, since the rest was not.
                        onProblem?.({ kind: 'unlistable', rel: relDir || '.', code: codeOf(error) });
                        break;
                    }
                    if (dirent === null)
                        break;
                    addBytes(dirent);
                }
            }
            finally {
                stream.closeSync();
            }
        }
    }
    out.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    return out;
}

;// CONCATENATED MODULE: ./src/repo/root.ts
/**
 * The repository root every command starts from: one check, one message.
 */


/**
 * The real path of `root` (symlinks resolved), which must be a readable directory; throws
 * ConfigurationError otherwise (the audit, stamp, graph, export and init alike).
 */
async function resolveRoot(root) {
    try {
        const real = await (0,promises_.realpath)(root);
        if (!(await (0,promises_.stat)(real)).isDirectory())
            throw new Error('not a directory');
        return real;
    }
    catch {
        throw new errors/* ConfigurationError */.j1(`root ${JSON.stringify(root)} is not a readable directory`);
    }
}

;// CONCATENATED MODULE: ./src/repo/tree.ts
/**
 * The repository's tree as one walk listed it, with the questions every stage
 * asks of it answered from that listing: what kind of entry a path is, the
 * file behind it, whether it is surely missing. Only paths the walk could not
 * settle (behind a symlink, not listed) cost system calls, and those go
 * through the contained resolution of fs/paths.ts.
 *
 * A file has a small integer id ({@link FileId}): the walk's index for a file
 * it listed as regular, one past the listing for a file reached through a
 * symlink (by its real path). The digest service keeps its outcomes in arrays
 * indexed by it: maps keyed by absolute paths (tens of thousands of strings of
 * some 60 characters, hashed at every lookup) cost workload 2 more than the
 * arrays do.
 */










/**
 * Walks the repository at `root` (a readable directory, else ConfigurationError), skipping
 * what the config's `ignore` globs match. What cannot be listed is kept in `problems`: nothing
 * is skipped silently.
 */
async function walkRepository(root, config, signal) {
    const realRoot = await resolveRoot(root);
    const isIgnored = (0,globs/* compileGlobs */.t)(config.ignore, 'ignore');
    const problems = [];
    const onProblem = (problem) => problems.push(problem);
    let skipped = [];
    const onDependencyDir = (rel) => skipped.push(rel);
    let entries = await walkTree(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
        onDependencyDir,
    });
    // No built-in skip list applies inside an output directory: each dependency directory the
    // first pass left out that lies in (or is) one is walked too, until none is left (what it
    // holds can make more output directories).
    for (;;) {
        const walk = selectDependencyDirsToWalk(skipped, entries, config.outputs ?? []);
        if (walk.length === 0)
            break;
        skipped = skipped.filter((d) => !walk.includes(d));
        for (const from of walk) {
            const below = await walkTree(realRoot, (rel) => isIgnored(rel), onProblem, signal, {
                from,
                onDependencyDir,
            });
            entries = entries.concat(below);
        }
        entries.sort((a, b) => (a.rel < b.rel ? -1 : a.rel > b.rel ? 1 : 0));
    }
    signal?.throwIfAborted();
    return new WalkedTree(root, realRoot, entries, problems, isIgnored);
}
/** The skipped dependency directories that are, or lie inside, an output directory of `entries`. */
function selectDependencyDirsToWalk(skipped, entries, outputs) {
    if (skipped.length === 0)
        return [];
    const passportDirs = new Set(entries
        .filter((e) => e.kind !== 'dir' && (0,formats_passport/* isPassportPath */._u)(e.rel))
        .map((e) => (0,relative_path/* relativeDirname */.RV)(e.rel)));
    const { dirs } = findOutputDirectories(entries, passportDirs, { outputs: [...outputs] });
    const ownerOf = createOwnerLookup(dirs);
    return skipped.filter((d) => ownerOf(`${d}/.`) !== null);
}
/** The tree one walk listed, with an index by path. */
class WalkedTree {
    root;
    realRoot;
    entries;
    problems;
    isIgnored;
    index = new Map();
    unlistable;
    extraIds = new Map();
    extraReals = [];
    realPrefix;
    constructor(
    /** The root as given, for the report. */
    root, 
    /** The root's real path. */
    realRoot, 
    /** Every entry, sorted, ignore globs applied. */
    entries, 
    /** What the walk could not list: every one is a finding of the audit, a refusal of stamp. */
    problems, 
    /** The config's `ignore` globs (a path they match was hidden from the walk). */
    isIgnored) {
        this.root = root;
        this.realRoot = realRoot;
        this.entries = entries;
        this.problems = problems;
        this.isIgnored = isIgnored;
        for (let i = 0; i < entries.length; i++)
            this.index.set(entries[i].rel, i);
        this.unlistable = new Set(problems.flatMap((problem) => (problem.kind === 'unlistable' ? [problem.rel] : [])));
        this.realPrefix = realRoot.endsWith((external_node_path_default()).sep) ? realRoot : realRoot + (external_node_path_default()).sep;
    }
    /** Number of entries the walk listed: the ids below it are theirs. */
    get listedCount() {
        return this.entries.length;
    }
    /** True when the walk listed `rel`. */
    has(rel) {
        return this.index.has(rel);
    }
    /** The kind of entry the walk listed at `rel`, or undefined. */
    kindOf(rel) {
        const i = this.index.get(rel);
        return i === undefined ? undefined : this.entries[i].kind;
    }
    /**
     * The id of `rel` when the walk listed it as a regular file, else undefined. The walk
     * descends real directories only, so such a path has no symlink on the way: it is inside
     * the root and is its own real path, without a realpath call.
     */
    fileId(rel) {
        const i = this.index.get(rel);
        return i !== undefined && this.entries[i].kind === 'file'
            ? i
            : undefined;
    }
    /** True when the walk listed the file as a regular file (not a symlink, FIFO or device). */
    isListedRegular(file) {
        return file < this.entries.length && this.entries[file].kind === 'file';
    }
    /** True when the walk listed `rel` as a regular file. */
    isPlainFile(rel) {
        return this.fileId(rel) !== undefined;
    }
    /**
     * Missing for certain, without a system call: neither the path nor any ancestor up to one
     * the walk listed as a real directory (or the root) was listed, and none of them is ignored
     * or skipped (which would have hidden it from the walk), and the directory the search ends at
     * was listed in full. Linux only: elsewhere a file system that folds case could find a path
     * the walk spelled differently.
     */
    isSurelyMissing(rel) {
        if ((0,external_node_os_namespaceObject.platform)() !== 'linux')
            return false;
        for (let p = rel;; p = (0,relative_path/* relativeDirname */.RV)(p)) {
            if (p === '.')
                return !this.unlistable.has('.');
            const kind = this.kindOf(p);
            if (kind !== undefined)
                return p !== rel && kind === 'dir' && !this.unlistable.has(p);
            const name = external_node_path_default().posix.basename(p);
            if (this.isIgnored(p) || ALWAYS_SKIPPED_DIRS.has(name) || DEPENDENCY_DIRS.has(name))
                return false;
        }
    }
    /** The absolute path of a repository-relative path (its real path when the walk listed it). */
    absolutePathOf(rel) {
        return (external_node_path_default()).sep === '/'
            ? `${this.realRoot === '/' ? '' : this.realRoot}/${rel}`
            : external_node_path_default().join(this.realRoot, ...rel.split('/'));
    }
    /** The repository-relative POSIX path of a real path inside the root. */
    relativeToRoot(real) {
        return real === this.realRoot
            ? '.'
            : real.slice(this.realPrefix.length).split((external_node_path_default()).sep).join('/');
    }
    /**
     * The id of the file at real path `real` (inside the root): the listed file's, when the walk
     * listed it as regular (so a file named by several spellings is read once), else one of its own.
     */
    fileOfReal(real) {
        if (real.startsWith(this.realPrefix)) {
            const listed = this.fileId(this.relativeToRoot(real));
            if (listed !== undefined)
                return listed;
        }
        let id = this.extraIds.get(real);
        if (id === undefined) {
            id = this.entries.length + this.extraReals.length;
            this.extraIds.set(real, id);
            this.extraReals.push(real);
        }
        return id;
    }
    /** The real path of a file. */
    realPathOf(file) {
        return file < this.entries.length
            ? this.absolutePathOf(this.entries[file].rel)
            : this.extraReals[file - this.entries.length];
    }
    /** The repository-relative path of a file (of its real path, for one reached through a symlink). */
    relOf(file) {
        return file < this.entries.length
            ? this.entries[file].rel
            : this.relativeToRoot(this.realPathOf(file));
    }
    /** Follows `rel`'s symlinks; the result must stay inside the root (fs/paths.ts). */
    resolve(rel) {
        return resolveInsideRoot(this.realRoot, rel);
    }
    /** Reads `rel` whole, after following its symlinks inside the root (fs/safe-read.ts). */
    readContained(rel, maxBytes) {
        return readFileInside(this.realRoot, rel, maxBytes);
    }
    /** The paths resolving `rel` passes through: each symlink, then where it ends (fs/paths.ts). */
    symlinkChain(rel) {
        return listSymlinkChain(this.realRoot, rel);
    }
}

;// CONCATENATED MODULE: ./src/rules/families/types.ts
/**
 * Reports a finding on a passport at a JSON pointer into it: the file, the line and column the
 * pointer names (asked only now, so artifacts that verify allocate nothing), and the passport's
 * id as written. The one way a family places a finding in a passport (as actionlint's
 * `RuleBase.Error`); a finding with its own `passport_id` keeps it.
 */
function reportAt(out, passports, record, pointer, finding) {
    out.report({
        path: record.path,
        ...passports.positions.locate(record, pointer),
        passport_id: record.summary?.id ?? undefined,
        ...finding,
    });
}

;// CONCATENATED MODULE: ./src/rules/families/artifact-digests.ts
/**
 * Artifact digests: every artifact a passport in scope lists has the bytes it
 * records (sha256, and size_bytes for an output), and an input found in the
 * repository has a provenance (a passport producing it, or a source). A Git
 * LFS pointer stands for its object only where the repository's attributes
 * say so (vcs/lfs-attributes.ts, decided in the digest service).
 */







const artifactDigests = {
    name: 'artifact-digests',
    emits: listFamilyRules('artifact-digests'),
    wholeRun: false,
    check(facts, out) {
        // Paths some passport (anywhere) lists as an output of its own directory or below: inputs
        // found here have a producer. An output listed outside its passport's directory
        // (artifact-not-colocated) vouches for nothing, so it gives its consumers no provenance.
        const producedPaths = new Set();
        for (const r of facts.passports.records) {
            for (const o of r.summary?.outputs ?? []) {
                const rel = facts.paths.rel(o.path, r.dir);
                if (rel !== null && (0,relative_path/* isInDirectory */.lU)(rel, r.dir))
                    producedPaths.add(rel);
            }
        }
        for (const check of facts.plan.checks)
            compareDigest(check, facts, producedPaths, out);
        // An input absent from the repository needs a provenance as much as one present (hard
        // rule 2): a producer (whose own artifact-missing then stands), a source, or `external`.
        for (const listing of facts.plan.listings)
            if (listing.kind === 'inputs' && listing.refusal === 'missing' && listing.rel !== null)
                reportUnprovenanced(listing, facts, producedPaths, out, false);
    },
};
/** The recorded digest and size of one artifact against its bytes. */
function compareDigest(check, facts, producedPaths, out) {
    const { digests, passports, tree, paths } = facts;
    const outcome = digests.outcome(check.file);
    if (!outcome.ok)
        return; // file-access says why
    const { record, kind, ref } = check;
    const recorded = ref.sha256;
    const pointer = outcome.lfs;
    const lfs = digests.lfsObject(check.file);
    const byPointer = lfs !== undefined && recorded === lfs.oid;
    const actualSha = byPointer ? lfs.oid : outcome.sha256;
    const actualSize = byPointer ? lfs.size : outcome.size;
    // The pattern is tested only on a mismatch (the schema reports a malformed digest).
    const label = kind === 'outputs' ? 'output' : 'input';
    if (recorded !== null && recorded !== actualSha && /^[0-9a-f]{64}$/.test(recorded)) {
        // A pointer whose object differs is a mismatch of the object: say so, with both digests.
        const lfsNote = lfs
            ? ` (the checkout holds a Git LFS pointer, not the content: the pointer names object sha256 ${lfs.oid}, ${lfs.size} bytes)`
            : pointer && recorded === pointer.oid
                ? ` (the file is shaped like a Git LFS pointer to the recorded object, but the repository's .gitattributes does not mark ${(0,untrusted/* quoteUntrusted */.X0)(tree.relOf(check.file))} filter=lfs, so its own bytes were checked)`
                : '';
        reportAt(out, passports, record, `/${kind}/${ref.index}/sha256`, {
            rule: kind === 'outputs' ? 'artifact-hash-mismatch' : 'input-hash-mismatch',
            message: `${label} ${(0,untrusted/* quoteUntrusted */.X0)(check.rel)}: expected sha256 ${recorded}, actual ${outcome.sha256}${lfsNote}. The bytes changed after the passport was written: ${describeTruthRestored(check, paths)}`,
        });
        // Where an input came from is another question than whether its bytes changed: both stand.
        if (kind === 'inputs')
            reportUnprovenanced(check, facts, producedPaths, out);
        return;
    }
    if (kind === 'outputs' && ref.sizeBytes !== null && ref.sizeBytes !== actualSize) {
        reportAt(out, passports, record, `/outputs/${ref.index}/size_bytes`, {
            rule: 'artifact-size-mismatch',
            message: `output ${(0,untrusted/* quoteUntrusted */.X0)(check.rel)}: size_bytes is ${ref.sizeBytes}, ${byPointer ? 'its Git LFS pointer says the object has' : 'the file has'} ${actualSize} bytes; re-stamp the passport.`,
        });
        return;
    }
    out.verified(check, byPointer);
    if (kind === 'inputs')
        reportUnprovenanced(check, facts, producedPaths, out);
}
/**
 * input-unprovenanced (hard rule 2): an input that no passport produces, without a verifiable
 * source. An empty or free-text source (citation-invalid) and `unresolved: <why>` (an honest
 * statement that there is none) do not give it one.
 */
function reportUnprovenanced({ record, ref, rel }, { passports, layout }, producedPaths, out, found = true) {
    if (producedPaths.has(rel) || isVerifiableSource(ref.source))
        return;
    // The step's own program (`type: "code"`, as `run --code` records it), found in the
    // repository: its provenance is the repository's history, and its bytes are checked above.
    if (ref.type === 'code' && found)
        return;
    const why = ref.source === null
        ? 'it declares no source'
        : (0,citation/* parseCitation */.vh)(ref.source).ok
            ? 'its source says it could not be resolved'
            : 'its source is not a verifiable record (citation-invalid)';
    // A file in an output directory is an intermediate of the pipeline, made by a step: a
    // citation would not say which step, so the fix is that step's record, never a DOI.
    const owner = layout.ownerOf(rel);
    const fix = owner !== null && owner !== record.dir
        ? `It lies in the output directory ${(0,untrusted/* quoteUntrusted */.X0)(owner)}, so a step of this pipeline made it, not an outside source: run the step that writes it again, recorded with passport-gate run ${(0,untrusted/* escapeInvisible */.ts)((0,shell_word/* shellWord */.r)(owner))} … (or restore the file its passport lists), then run this step again.`
        : `Give its directory a passport, or cite where it came from: ${(0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(record.dir)} --source ${(0,shell_word/* shellWord */.r)(`${ref.path}=<DOI, accession or URL (retrieved YYYY-MM-DD)>`)}`)}`;
    reportAt(out, passports, record, `/inputs/${ref.index}/path`, {
        rule: 'input-unprovenanced',
        message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has no provenance: no passport lists it as an output of its own directory, and ${why}. ${fix}`,
    });
}
/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` or free text. */
function isVerifiableSource(source) {
    if (source === null)
        return false;
    const check = (0,citation/* parseCitation */.vh)(source);
    return check.ok && check.citation.kind !== 'unresolved';
}
/**
 * The fix of a changed artifact: restore it, or run the step again. Never a bare re-stamp,
 * which would record bytes no step is shown to have made (no printed fix launders). A run
 * record prints the recorded command through `passport-gate run`; a hand record can only say
 * to record the re-run with `run`.
 */
function describeTruthRestored(check, paths) {
    const { record } = check;
    const restore = (0,untrusted/* escapeInvisible */.ts)(`git checkout -- ${(0,shell_word/* shellWord */.r)(check.rel)}`);
    const again = record.summary === null
        ? null
        : rerunCommand(record.summary, record.path, record.dir, (p) => paths.rel(p, record.dir));
    if (again !== null)
        return `restore the file (${restore}), or run the step again as recorded: ${again} (or the workflow engine's own re-run of it, such as snakemake --forcerun <rule>). A re-stamp alone would record bytes the step never made, and stamp refuses it for this run record.`;
    return `restore the file (${restore}), or run the step again and record the run with passport-gate run (docs/producers.md, "Records written by the tool that runs the step"). A re-stamp alone would vouch for bytes no step is shown to have made.`;
}

;// CONCATENATED MODULE: ./src/rules/families/attestations.ts
/**
 * Attested passports: a passport under `attestations.require` carries a Sigstore
 * bundle by a signer the base commit's `attestations.trust` names, and the bundle
 * signs the passport and its outputs as they are now. The audit pipeline reads and
 * verifies each bundle (attest/passports.ts); this family judges the verdicts, and
 * holds each signed output to its bytes now (an output changed after attesting).
 * A bundle beside a passport that is not required is judged too: one that does not
 * verify, or by a stranger, is never a quiet pass.
 */


/** The shell word of a path (single-quoted when it needs to be). */
const word = (s) => /^[A-Za-z0-9_./@%+=:,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
/** How to attest a directory, as the config's trust suggests. */
function attestCommand(dir, facts) {
    const keyless = facts.config.attestations.trust.some((t) => t.kind === 'identity');
    return keyless
        ? `re-run the trusted workflow that stamps it, which runs \`passport-gate attest ${word(dir)} --keyless\` (docs/producers.md, "Attested passports"), or sign with a trusted key: \`passport-gate attest ${word(dir)} --key lab.key\``
        : `sign it with the private half of a trusted key: \`passport-gate attest ${word(dir)} --key lab.key\`, and commit the bundle`;
}
const attestations = {
    name: 'attestations',
    emits: listFamilyRules('attestations'),
    wholeRun: false,
    check(facts, out) {
        const checks = facts.attestations ?? [];
        if (checks.length === 0)
            return;
        // The outputs of each passport, indexed once: the plan lists every artifact of the scope.
        const outputsOf = new Map();
        for (const artifact of facts.plan.checks) {
            if (artifact.kind !== 'outputs')
                continue;
            const list = outputsOf.get(artifact.record);
            if (list)
                list.push(artifact);
            else
                outputsOf.set(artifact.record, [artifact]);
        }
        for (const check of checks)
            judge(check, outputsOf.get(check.record) ?? [], facts, out);
    },
};
function judge(check, outputs, facts, out) {
    const { record, bundlePath, verdict } = check;
    const where = { path: record.path, passport_id: record.id ?? undefined };
    const bundle = (0,untrusted/* quoteUntrusted */.X0)(bundlePath);
    const fix = attestCommand(record.dir, facts);
    if (!verdict.ok) {
        if (verdict.rule === 'attestation-missing') {
            out.report({
                rule: 'attestation-missing',
                ...where,
                message: `passport ${(0,untrusted/* quoteUntrusted */.X0)(record.path)} is under attestations.require but has no bundle ${bundle} beside it, so nothing says who produced it; ${fix}. (A pull request from a fork has no OIDC token and cannot attest: re-produce its results in this repository, docs/producers.md "Attested passports", workflow_run.)`,
            });
            return;
        }
        out.report({
            rule: verdict.rule,
            ...where,
            message: verdict.rule === 'attestation-untrusted'
                ? `bundle ${bundle} ${verdict.problem}. If that signer should be trusted, add it to attestations.trust in .passport-gate.yml through the base branch; otherwise ${fix}.`
                : `bundle ${bundle} ${verdict.problem}${check.signerLabel !== null ? ` (signer: ${(0,untrusted/* quoteUntrusted */.X0)(check.signerLabel)})` : ''}; ${fix}.`,
        });
        return;
    }
    // The signed outputs against their bytes now (the artifact rules report the passport's side).
    for (const artifact of outputs) {
        const outcome = facts.digests.outcome(artifact.file);
        if (!outcome.ok || artifact.ref.sha256 === null)
            continue;
        const lfs = facts.digests.lfsObject(artifact.file);
        const actual = lfs !== undefined && lfs.oid === artifact.ref.sha256 ? lfs.oid : outcome.sha256;
        if (actual === artifact.ref.sha256)
            continue;
        out.report({
            rule: 'attestation-invalid',
            ...where,
            message: `bundle ${bundle} signs output ${(0,untrusted/* quoteUntrusted */.X0)(artifact.rel)} with sha256 ${artifact.ref.sha256}, and the file has ${actual}: it changed after it was attested; restore it, or re-run the step, re-stamp and ${fix.replace(/^sign it/, 'sign again')}.`,
        });
    }
}

;// CONCATENATED MODULE: ./src/rules/families/chain.ts
/**
 * The chain: the consumed_passports graph (repo/chain.ts) over the passports
 * in scope and their consumers. One function per rule: duplicate ids,
 * unresolved references, cycles, handoffs without provenance, stale consumers, time order
 * and next-skill hints.
 */









const chain = {
    name: 'chain',
    emits: listFamilyRules('chain'),
    wholeRun: true,
    check(facts, out) {
        checkDuplicateIds(facts, out);
        checkResolution(facts, out);
        checkCycles(facts, out);
        checkMissingReferences(facts, out);
        checkStale(facts, out);
        checkMultipleProducers(facts, out);
        checkReusedIds(facts, out);
        checkHandReplacedRuns(facts, out);
        checkOrderAndHints(facts, out);
    },
};
const label = (n) => `${(0,untrusted/* quoteUntrusted */.X0)(n.id ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(n.path)})`;
/** passport-duplicate-id: on each in-scope file sharing an id, naming the others. */
function checkDuplicateIds(facts, out) {
    for (const [id, list] of facts.chain.byId) {
        if (list.length < 2)
            continue;
        for (const n of list) {
            if (!facts.scope.fullDirs.has(n.dir))
                continue;
            const others = list.filter((o) => o !== n).map((o) => (0,untrusted/* quoteUntrusted */.X0)(o.path));
            reportAt(out, facts.passports, n, '/passport_id', {
                rule: 'passport-duplicate-id',
                passport_id: id,
                message: `passport_id ${(0,untrusted/* quoteUntrusted */.X0)(id)} is also used by ${others.join(', ')}; every passport needs its own UUIDv4.`,
            });
        }
    }
}
/**
 * chain-unresolved: a consumed id that matches no passport. Checked for every passport when
 * a passport was added, edited or deleted (its old id is unknown), else for the checked ones.
 * A passport the audit refuses resolves nothing, but the consumer is told it exists.
 */
function checkResolution(facts, out) {
    const { chain: graph } = facts;
    for (const n of facts.scope.passportChanged ? graph.nodes : [...graph.checked]) {
        const met = new Set();
        n.summary?.consumed.forEach((c, i) => {
            // An id listed twice is one unresolved reference, reported at its first entry.
            if (graph.byId.has(c) || met.has(c))
                return;
            met.add(c);
            reportAt(out, facts.passports, n, `/consumed_passports/${i}`, {
                rule: 'chain-unresolved',
                message: describeUnresolved(c, graph),
            });
        });
    }
}
/** Most refused passports a chain-unresolved message names when none claims the id. */
const MAX_REFUSED_NAMED = 3;
/** Why consumed id `c` resolves nothing: an upstream the audit refuses, or no passport at all. */
function describeUnresolved(c, graph) {
    const refused = graph.refusedById.get(c)?.[0];
    if (refused)
        return `consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(c)} is ${(0,untrusted/* quoteUntrusted */.X0)(refused.path)}, which exists but cannot be read (see its own finding), so nothing it records was checked; fix that passport, then re-audit.`;
    const unreadable = graph.refused.filter((r) => !r.claimedId);
    if (unreadable.length === 0)
        return `consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(c)} matches no passport in the repository; commit the upstream passport or fix the id.`;
    const named = unreadable.slice(0, MAX_REFUSED_NAMED).map((r) => (0,untrusted/* quoteUntrusted */.X0)(r.path));
    const more = unreadable.length > named.length ? ` and ${unreadable.length - named.length} more` : '';
    return `consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(c)} matches no passport that can be read; ${named.join(', ')}${more} exist${unreadable.length === 1 ? 's' : ''} but cannot be read (see ${unreadable.length === 1 ? 'its' : 'their'} own finding${unreadable.length === 1 ? '' : 's'}): if the upstream is one of them, fix it so the audit can read it; otherwise correct the id.`;
}
/**
 * chain-cycle: over the whole graph, once per cyclic component with a checked member. The
 * finding sits on a passport of the printed cycle, at the consumed_passports entry of its
 * back edge, and names both ends of that edge (see {@link chooseBackEdge}).
 */
function checkCycles(facts, out) {
    const { chain: graph } = facts;
    for (const { members, cycle: printed } of graph.cycles()) {
        const member = members.find((m) => graph.checked.has(m));
        if (!member)
            continue;
        // The component's own cycle may miss every checked passport: go through one instead.
        const cycle = printed.some((n) => graph.checked.has(n))
            ? printed
            : cycleThrough(member, members, facts);
        const { consumer, producer } = chooseBackEdge(facts, cycle);
        const pos = consumer.summary?.consumed.indexOf(producer.id ?? '') ?? -1;
        reportAt(out, facts.passports, consumer, pos >= 0 ? `/consumed_passports/${pos}` : '/consumed_passports', {
            rule: 'chain-cycle',
            message: `consumed_passports forms a cycle: ${cycle.map((n) => (0,untrusted/* quoteUntrusted */.X0)(n.id ?? '?')).join(' → ')} (${cycle
                .slice(0, -1)
                .map((n) => (0,untrusted/* quoteUntrusted */.X0)(n.path))
                .join(', ')}); a passport can only consume work that existed before it. The back edge: ${label(consumer)} consumes ${label(producer)}. Remove it: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(consumer.dir)} --drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(producer.id ?? '?')}`,
        });
    }
}
/** A cycle [member, …, member] through `member` inside its component (breadth-first, shortest). */
function cycleThrough(member, members, facts) {
    const inComponent = new Set(members);
    const next = (n) => (n.summary?.consumed ?? [])
        .map((c) => facts.chain.byId.get(c)?.[0])
        .filter((p) => p !== undefined && inComponent.has(p));
    return [member, ...((0,digraph/* findPath */.Hh)(next(member), member, next) ?? [member])];
}
/**
 * The edge of a cycle to remove. An edge backed by bytes (an input of the consumer is an
 * output its producer records) is provenance the files confirm; one backed by nothing but the
 * id is the suspect. Among those, a passport can only consume work that existed before it, so
 * an edge whose consumer predates its producer (created_at) comes first; then one whose
 * consumer is checked (the run reports on it).
 */
function chooseBackEdge(facts, cycle) {
    const edges = cycle
        .slice(0, -1)
        .map((consumer, k) => ({ consumer, producer: cycle[k + 1] }));
    const rank = (e) => (readsRecordedOutput(facts, e.consumer, e.producer) ? 4 : 0) +
        (timeOf(e.consumer) < timeOf(e.producer) ? 0 : 2) + // NaN compares false
        (facts.chain.checked.has(e.consumer) ? 0 : 1);
    let best = edges[0];
    for (const e of edges)
        if (rank(e) < rank(best))
            best = e;
    return best;
}
/**
 * True when an input of `consumer` is, byte for byte, an output `producer` records (same
 * repository-relative path, same sha256). Then the producer was re-stamped after the consumer
 * read it without changing what the consumer read, and the time order says nothing wrong.
 */
function readsRecordedOutput(facts, consumer, producer) {
    for (const input of consumer.summary?.inputs ?? []) {
        const rel = facts.paths.rel(input.path, consumer.dir);
        if (rel === null || input.sha256 === null)
            continue;
        if (facts.chain.producersOf(rel, input.sha256).includes(producer))
            return true;
    }
    return false;
}
/**
 * True when one of the consumer's inputs is at a path the producer records as an output, with
 * other bytes: the producer ran again after the consumer read it. input-hash-mismatch reports
 * that stale input (the same cause), so chain-time-order does not say it a second time.
 */
function readsReplacedOutput(facts, consumer, producer) {
    const outputs = new Set();
    for (const output of producer.summary?.outputs ?? []) {
        const rel = facts.paths.rel(output.path, producer.dir);
        if (rel !== null)
            outputs.add(rel);
    }
    for (const input of consumer.summary?.inputs ?? []) {
        const rel = facts.paths.rel(input.path, consumer.dir);
        if (rel !== null && outputs.has(rel))
            return true;
    }
    return false;
}
/** A passport's created_at in milliseconds (NaN when absent or unreadable). */
function timeOf(n) {
    return Date.parse(n.summary?.createdAt ?? '');
}
/** chain-missing-reference: an input byte-identical to another passport's output it does not consume. */
function checkMissingReferences(facts, out) {
    for (const n of facts.chain.checked) {
        const consumed = new Set(n.summary?.consumed ?? []);
        for (const input of n.summary?.inputs ?? []) {
            const rel = facts.paths.rel(input.path, n.dir);
            if (rel === null || input.sha256 === null)
                continue;
            const producers = facts.chain.producersOf(rel, input.sha256).filter((p) => p !== n);
            if (producers.length === 0 || producers.some((p) => p.id !== null && consumed.has(p.id)))
                continue;
            const producer = producers[0];
            reportAt(out, facts.passports, n, `/inputs/${input.index}/path`, {
                rule: 'chain-missing-reference',
                message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is the output of passport ${label(producer)}, which consumed_passports does not reference; add ${(0,untrusted/* quoteUntrusted */.X0)(producer.id ?? '?')} to consumed_passports.`,
            });
        }
    }
}
/**
 * chain-time-order and chain-next-skill, along resolved edges. Each created_at is parsed once,
 * not once per edge (a producer consumed four wide is met four times).
 */
function checkOrderAndHints(facts, out) {
    const parsedTimes = new Map();
    const timeOf = (node) => {
        let t = parsedTimes.get(node);
        if (t === undefined) {
            t = Date.parse(node.summary?.createdAt ?? '');
            parsedTimes.set(node, t);
        }
        return t;
    };
    // A created_at that cannot be ordered is a finding on its passport, once: never a skipped check.
    // One the schema refuses is passport-schema's finding already (docs/rules.md: this rule is for
    // a created_at that passes the schema), not a second one for the same fact.
    const unorderable = new Set();
    const reportUnorderable = (node) => {
        if (unorderable.has(node) || typeof node.summary?.createdAt !== 'string')
            return;
        unorderable.add(node);
        if (!(0,formats_passport/* isSchemaCreatedAt */.jc)(node.summary.createdAt))
            return;
        reportAt(out, facts.passports, node, '/created_at', {
            rule: 'chain-time-unorderable',
            message: `created_at ${(0,untrusted/* quoteUntrusted */.X0)(node.summary.createdAt)} names no instant the checker can order (a leap second, or a date Date.parse refuses), so chain-time-order cannot be checked on the edges it is part of; edit created_at to the second before or after it (e.g. 23:59:59Z).`,
        });
    };
    for (const n of facts.chain.checked) {
        const met = new Set();
        n.summary?.consumed.forEach((c, i) => {
            // An id listed twice is one edge: its findings once, at its first entry.
            if (met.has(c))
                return;
            met.add(c);
            const producer = facts.chain.byId.get(c)?.[0];
            if (!producer?.summary || producer === n)
                return;
            const consumerTime = timeOf(n);
            const producerTime = timeOf(producer);
            if (Number.isNaN(consumerTime))
                reportUnorderable(n);
            if (Number.isNaN(producerTime))
                reportUnorderable(producer);
            if (Number.isFinite(consumerTime) &&
                Number.isFinite(producerTime) &&
                consumerTime < producerTime &&
                !readsRecordedOutput(facts, n, producer) &&
                !readsReplacedOutput(facts, n, producer)) {
                reportAt(out, facts.passports, n, '/created_at', {
                    rule: 'chain-time-order',
                    message: `created before its producer ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} (${(0,untrusted/* quoteUntrusted */.X0)(n.summary?.createdAt)} < ${(0,untrusted/* quoteUntrusted */.X0)(producer.summary.createdAt)}); ${describeOrderFix(facts, n, producer)}`,
                });
            }
            checkNextSkill(facts, n, producer, i, out);
            checkExpectedInputs(facts, n, producer, out);
        });
    }
}
/**
 * The fix of chain-time-order: run the consumer again after its producer (a run record: its
 * recorded command through `passport-gate run`), or drop the edge when it does not consume
 * that producer. Never a bare re-stamp: it would move created_at past the producer's without
 * the step having seen what the producer records now (no printed fix launders).
 */
function describeOrderFix(facts, n, producer) {
    const again = n.summary === null
        ? null
        : rerunCommand(n.summary, n.path, n.dir, (p) => facts.paths.rel(p, n.dir));
    const run = again === null
        ? 'run the step again after it and record the run with passport-gate run'
        : `run it again after it, as recorded: ${(0,untrusted/* escapeInvisible */.ts)(again)}`;
    const drop = (0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(n.dir)} --drop-consumes ${(0,shell_word/* shellWord */.r)(producer.id ?? '?')}`);
    return `${run}; if it does not consume that producer, drop the edge: ${drop}`;
}
/**
 * chain-next-skill: the producer's downstream_hints.next_skills ("slugs of skills that consume
 * this passport's outputs", a required field) leaves out a skill that consumes it; an empty
 * list while a consumer exists leaves out every consumer, and is noted the same way.
 */
function checkNextSkill(facts, n, producer, i, out) {
    const skill = n.summary?.skill;
    const hints = producer.summary?.nextSkills ?? [];
    if (!skill || hints.includes(skill))
        return;
    const named = hints.length === 0
        ? 'names no next skills'
        : `names next skills ${hints.map((h) => (0,untrusted/* quoteUntrusted */.X0)(h)).join(', ')}, not ${(0,untrusted/* quoteUntrusted */.X0)(skill)}`;
    reportAt(out, facts.passports, n, `/consumed_passports/${i}`, {
        rule: 'chain-next-skill',
        message: `producer ${label(producer)} ${named}; if this skill is meant to consume it, add it there: ${(0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(producer.dir)} ${[...hints, skill].map((h) => `--next-skill ${(0,shell_word/* shellWord */.r)(h)}`).join(' ')}`)}`,
    });
}
/**
 * chain-expected-input: the producer's downstream_hints.expected_inputs lists the types its
 * consumers take; an input of this consumer that is one of the producer's outputs (by path)
 * and whose type (the consumer's, else the producer's for that output) is not among them is
 * noted. An absent or empty list gives no hint.
 */
function checkExpectedInputs(facts, n, producer, out) {
    const expected = producer.summary?.expectedInputs ?? null;
    if (expected === null || expected.length === 0)
        return;
    const produced = new Map();
    for (const o of producer.summary?.outputs ?? []) {
        const rel = facts.paths.rel(o.path, producer.dir);
        if (rel !== null)
            produced.set(rel, o.type);
    }
    for (const input of n.summary?.inputs ?? []) {
        const rel = facts.paths.rel(input.path, n.dir);
        if (rel === null || !produced.has(rel))
            continue;
        const type = input.type ?? produced.get(rel) ?? null;
        if (type === null || expected.includes(type))
            continue;
        reportAt(out, facts.passports, n, `/inputs/${input.index}/${input.type === null ? 'path' : 'type'}`, {
            rule: 'chain-expected-input',
            message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has type ${(0,untrusted/* quoteUntrusted */.X0)(type)}, which its producer ${label(producer)} does not list in downstream_hints.expected_inputs (${expected.map((t) => (0,untrusted/* quoteUntrusted */.X0)(t)).join(', ')}); check that this skill reads that output as intended.`,
        });
    }
}
/** Most reasons one chain-stale message spells out. */
const MAX_STALE_REASONS = 3;
const chain_short = (sha) => (sha ? sha.slice(0, 12) : '?');
/** One reason of a stale step, as a clause. */
function describeStaleReason(r) {
    const via = `${(0,untrusted/* quoteUntrusted */.X0)(r.via_id ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(r.via_path ?? '?')})`;
    if (r.kind === 'input')
        return r.current_sha256
            ? `input ${(0,untrusted/* quoteUntrusted */.X0)(r.artifact)} was read at sha256 ${chain_short(r.recorded_sha256)}…, but its producer ${via} records ${chain_short(r.current_sha256)}… now`
            : `input ${(0,untrusted/* quoteUntrusted */.X0)(r.artifact)} was read at sha256 ${chain_short(r.recorded_sha256)}…, but its producer ${via} no longer records it (renamed, or deleted and re-stamped)`;
    if (r.kind === 'consumed')
        return `it consumes ${via}, whose outputs this change modified, and was not re-stamped since`;
    return `it consumes ${via}, which is stale itself`;
}
/** Where a chain-stale finding points: the input, or the consumed entry, of its first reason. */
function pointStale(facts, record, r) {
    const summary = record.summary;
    if (!summary || !r)
        return '/passport_id';
    if (r.kind === 'input') {
        const input = summary.inputs.find((i) => (facts.paths.rel(i.path, record.dir) ?? i.path) === r.artifact);
        if (input)
            return `/inputs/${input.index}/sha256`;
    }
    const i = r.via_id === null ? -1 : summary.consumed.indexOf(r.via_id);
    return i >= 0 ? `/consumed_passports/${i}` : '/passport_id';
}
/**
 * chain-stale: each step of the re-run plan (repo/stale.ts), the diff's stale list, on the
 * stale passport: a consumer whose input its producer no longer records, or one downstream.
 */
function checkStale(facts, out) {
    if (facts.stale.length === 0)
        return;
    const byPath = new Map(facts.passports.records.map((r) => [r.path, r]));
    for (const step of facts.stale) {
        const record = byPath.get(step.path);
        if (!record)
            continue;
        const shown = step.reasons.slice(0, MAX_STALE_REASONS).map(describeStaleReason);
        const more = step.reasons.length - shown.length;
        reportAt(out, facts.passports, record, pointStale(facts, record, step.reasons[0]), {
            rule: 'chain-stale',
            message: `stale: ${shown.join('; ')}${more > 0 ? `; and ${more} more` : ''}. To bring it up to date, ${describeRerun(step, facts.stale.length)}`,
        });
    }
}
/**
 * The outputs two or more passports list, each with its listers (one entry per passport, at the
 * first output naming the path), in the order each path was first listed. Every output of every
 * passport passes here once: one number per path (its first lister), and an object only for a
 * path a second passport lists (workload 2: 20,000 outputs, no object, array or set each).
 */
function findSharedOutputs(facts) {
    const records = facts.passports.records;
    // Path -> the number of its first listing; that listing's passport and output index by number.
    const first = new Map();
    const firstRecord = [];
    const firstIndex = [];
    const shared = new Map();
    records.forEach((r, k) => {
        for (const o of r.summary?.outputs ?? []) {
            const rel = facts.paths.rel(o.path, r.dir);
            if (rel === null)
                continue;
            const at = first.get(rel);
            if (at === undefined) {
                first.set(rel, firstRecord.length);
                firstRecord.push(k);
                firstIndex.push(o.index);
                continue;
            }
            // The same passport listing a path twice counts once (its outputs come together).
            if (firstRecord[at] === k)
                continue;
            let entry = shared.get(rel);
            if (entry === undefined) {
                const head = records[firstRecord[at]];
                entry = { at, list: [{ record: head, index: firstIndex[at] }] };
                shared.set(rel, entry);
            }
            if (entry.list[entry.list.length - 1]?.record === r)
                continue;
            entry.list.push({ record: r, index: o.index });
        }
    });
    return [...shared].sort((a, b) => a[1].at - b[1].at).map(([rel, { list }]) => [rel, list]);
}
/**
 * artifact-multiple-producers: one repository file listed as an output by two (or more)
 * passports the audit reads. Reported on each of them when any is checked (an added passport
 * that claims another's output is in scope), naming the others. The fix names the passport
 * whose directory does not own the file: re-stamping it lists only the files it owns.
 */
function checkMultipleProducers(facts, out) {
    for (const [rel, list] of findSharedOutputs(facts)) {
        if (!list.some((l) => facts.chain.checked.has(l.record)))
            continue;
        const owner = facts.layout.ownerOf(rel);
        const strangers = list.filter((l) => l.record.dir !== owner).map((l) => l.record);
        const commands = strangers.map((r) => restampCommand(r.path, r.dir, facts.passports.records.filter((q) => q.dir === r.dir).length));
        const fix = strangers.length > 0 && strangers.length < list.length && !commands.includes(null)
            ? `${(0,untrusted/* quoteUntrusted */.X0)(rel)} lies in ${(0,untrusted/* quoteUntrusted */.X0)(owner ?? '.')}, whose passport lists it; remove it from the outputs[] of ${strangers.map(label).join(', ')}: re-stamping lists only the files a directory owns: ${commands.join(' && ')}`
            : 'keep it in the outputs[] of the one passport whose step wrote it, and remove it from the others (then re-stamp them)';
        for (const { record, index } of list) {
            const others = list.filter((l) => l.record !== record).map((l) => label(l.record));
            reportAt(out, facts.passports, record, `/outputs/${index}/path`, {
                rule: 'artifact-multiple-producers',
                message: `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is also listed as an output by ${others.join(', ')}: two passports cannot both have produced one file, and a consumer would resolve to either. ${fix}.`,
            });
        }
    }
}
/** The output digests a passport records (a set: order and names aside). */
const digestsOf = (outputs) => new Set([...outputs].map((o) => o.sha256).filter((d) => d !== null));
const sameSet = (a, b) => a.size === b.size && [...a].every((x) => b.has(x));
/**
 * passport-id-reused: a passport_id the base knew on another passport file, with other
 * outputs (by digest: a passport moved with its outputs keeps them), reappearing on this one.
 * Only with a base (a pull request, `audit --base`): the head alone cannot tell a new id from an
 * old one.
 */
function checkReusedIds(facts, out) {
    if (facts.base === null)
        return;
    const baseById = new Map();
    for (const b of facts.base) {
        if (b.id === null)
            continue;
        const list = baseById.get(b.id);
        if (list)
            list.push(b);
        else
            baseById.set(b.id, [b]);
    }
    for (const r of facts.passports.records) {
        if (r.id === null || !r.summary)
            continue;
        const before = baseById.get(r.id);
        if (!before || before.some((b) => b.path === r.path))
            continue;
        const mine = digestsOf(r.summary.outputs);
        const other = before.find((b) => !sameSet(digestsOf(b.outputs.values()), mine));
        if (!other)
            continue;
        reportAt(out, facts.passports, r, '/passport_id', {
            rule: 'passport-id-reused',
            message: `passport_id ${(0,untrusted/* quoteUntrusted */.X0)(r.id)} belonged to ${(0,untrusted/* quoteUntrusted */.X0)(other.path)} at the base, which recorded other outputs; a consumer naming this id would now resolve to different work. Give this passport its own passport_id: ${describeRestampAnew(r, facts)}`,
        });
    }
}
/** The command that writes `r` anew (a new passport_id), keeping its skill and inputs. */
function describeRestampAnew(r, facts) {
    const s = r.summary;
    const name = r.path.slice(r.path.lastIndexOf('/') + 1).replace(/\.passport\.json$/, '');
    const inputs = (s?.inputs ?? []).map((i) => facts.paths.rel(i.path, r.dir) ?? i.path);
    // Flags as written, values as shell words; a value starting with "-" gets no command.
    const values = [name, s?.skill ?? '', s?.skillVersion ?? '', ...inputs];
    const flags = ['--run-id', '--skill', '--skill-version', ...inputs.map(() => '--input')];
    const words = flags.flatMap((f, i) => [f, values[i]]);
    const printable = values.every((w) => w !== '' && !unprintable(w) && !w.startsWith('-'));
    if (!printable || !(0,formats_passport/* isRunId */.Pk)(name))
        return `delete it and stamp its directory anew (passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(r.dir)} --skill … --skill-version …), then update the consumers that named the old id.`;
    return `rm -- ${(0,shell_word/* shellWord */.r)(r.path)} && passport-gate stamp ${(0,shell_word/* shellWord */.r)(r.dir)} ${words.map((w, i) => (i % 2 === 0 ? w : (0,shell_word/* shellWord */.r)(w))).join(' ')} (then name the new id in its consumers' consumed_passports).`;
}
/** An artifact list as a set of "path\0sha256" (order aside), paths as repository-relative. */
function artifactKeys(list, rel) {
    return new Set(list.map((a) => `${rel(a.path) ?? a.path}\0${a.sha256 ?? ''}`));
}
/**
 * run-record-replaced-by-hand: a passport the base holds as a run record (recorded_by.method
 * "run") that the head holds, at the same path, as a hand record whose inputs (code included)
 * are the base's, byte for byte, and whose outputs are not. The step was not run again (its
 * inputs and code are unchanged), yet what it made changed: the hand record vouches for bytes
 * no run is shown to have made (`stamp --force` over an edited output). Only with a base.
 */
function checkHandReplacedRuns(facts, out) {
    if (facts.base === null)
        return;
    const baseByPath = new Map(facts.base.map((b) => [b.path, b]));
    for (const r of facts.passports.records) {
        const head = r.summary;
        const before = baseByPath.get(r.path);
        if (!head || !before?.summary || !(0,core_passport/* isRunRecord */.jM)(before.summary) || (0,core_passport/* isRunRecord */.jM)(head))
            continue;
        const headRel = (raw) => facts.paths.rel(raw, r.dir);
        const baseRel = (raw) => before.relOf?.(raw) ?? facts.paths.rel(raw, before.dir);
        if (!sameSet(artifactKeys(head.inputs, headRel), artifactKeys(before.summary.inputs, baseRel)))
            continue;
        if (sameSet(artifactKeys(head.outputs, headRel), artifactKeys(before.summary.outputs, baseRel)))
            continue;
        const again = rerunCommand(before.summary, before.path, before.dir, baseRel);
        const rerun = again === null
            ? 'run the step again through passport-gate run'
            : `run the step again as the base recorded it: ${(0,untrusted/* escapeInvisible */.ts)(again)}`;
        reportAt(out, facts.passports, r, '/recorded_by', {
            rule: 'run-record-replaced-by-hand',
            message: `at the base this passport was written by passport-gate run; now it is a hand record with the same inputs and code but other outputs, so its outputs changed without the step being run again, and the hand record vouches for bytes no run made. Restore the base's outputs and passport (git checkout <base> -- ${(0,untrusted/* escapeInvisible */.ts)((0,shell_word/* shellWord */.r)(r.dir))}), or ${rerun}`,
        });
    }
}

;// CONCATENATED MODULE: ./src/rules/families/citations.ts
/**
 * Citations against the citation lock (seed 000, hard rule 1: "Every cited work must resolve
 * to a verifiable record"). citation-invalid (passport-document) holds each `source` to one
 * identifier's syntax and check digit; this family holds the identifiers to what their
 * registries said, as `passport-gate resolve` recorded it in passport-citations.lock.json:
 * not found (a fabricated or mistyped citation), retracted, or, when the config requires a
 * lock, not looked up at all. No I/O: the lock in force (the base's on a pull request, or the
 * registries' own answers in a run that asked them) is read by the pipeline
 * (repo/citation-lock.ts).
 */







const citations = {
    name: 'citations',
    emits: listFamilyRules('citations'),
    wholeRun: false,
    check(facts, out) {
        const lockFacts = facts.citations;
        if (!lockFacts)
            return;
        if (facts.scope.leadsRun)
            reportLockFindings(lockFacts, facts.config.citationLock, out);
        const lock = lockFacts.lock?.ok ? lockFacts.lock.lock : null;
        // An unreadable lock is one finding above; its entries say nothing, so only the
        // "required" question is asked of the passports.
        const required = facts.config.citationLock === 'required' || lockFacts.origin === 'registries';
        if (!lock && (lockFacts.lock !== null || !required))
            return;
        const records = lockFacts.checkAll ? facts.passports.records : facts.scope.passports;
        const byPath = new Map(records.map((r) => [r.path, r]));
        for (const work of listCitedWorks(records)) {
            const record = byPath.get(work.passport);
            const entry = lock?.citations.get(work.citation.key);
            if (entry)
                reportEntry(facts, out, record, work, entry, lockFacts);
            else if (required)
                reportAt(out, facts.passports, record, work.pointer, {
                    rule: 'citation-unlocked',
                    message: describeUnlocked(work, lockFacts),
                });
        }
    },
};
/** The lock's own findings: unreadable, edited by the change, or behind the registries. */
function reportLockFindings(lockFacts, required, out) {
    const { lock } = lockFacts;
    if (lock && !lock.ok)
        out.report({
            rule: 'citation-lock-invalid',
            path: CITATION_LOCK_FILE,
            ...(lock.line ? { line: lock.line } : {}),
            message: `${describeLock(lockFacts)} ${(0,untrusted/* escapeInvisible */.ts)(lock.problem)}, so no citation is checked against it. Write it anew and commit it: rm ${CITATION_LOCK_FILE} && passport-gate resolve`,
        });
    else if (required === 'required' &&
        ((!lock && lockFacts.origin === 'checkout') || lockFacts.checkoutMissing === true))
        out.report({
            rule: 'citation-lock-invalid',
            path: CITATION_LOCK_FILE,
            message: `there is no ${CITATION_LOCK_FILE}, and the config requires one (citations: lock: required). Look the cited identifiers up and commit the lock: passport-gate resolve`,
        });
    const { changes } = lockFacts;
    if (lockFacts.origin === 'base' && (changes || lockFacts.checkoutProblem))
        out.report({
            rule: 'citation-lock-changed',
            path: CITATION_LOCK_FILE,
            message: `the change edits ${CITATION_LOCK_FILE}${changes ? ` (${describeChanges(changes)})` : `, which cannot be read: ${(0,untrusted/* quoteUntrusted */.X0)(lockFacts.checkoutProblem ?? '')}`}; ${describeLock(lockFacts)} stays in force: a lock a pull request writes is not evidence until a run asks the registries (the action's resolve-citations: true, or passport-gate resolve --check).`,
        });
    if (lockFacts.origin === 'registries' && (changes || lockFacts.checkoutProblem))
        out.report({
            rule: 'citation-lock-stale',
            path: CITATION_LOCK_FILE,
            message: `the committed ${CITATION_LOCK_FILE} is not what the registries say now${changes ? ` (${describeStale(changes)})` : `: it cannot be read: ${(0,untrusted/* quoteUntrusted */.X0)(lockFacts.checkoutProblem ?? '')}`}. Write it anew and commit it: passport-gate resolve --refresh`,
        });
}
function reportEntry(facts, out, record, work, entry, lockFacts) {
    const where = `${describeLock(lockFacts)}, looked up ${entry.retrieved}`;
    if (entry.status === 'not-found')
        reportAt(out, facts.passports, record, work.pointer, {
            rule: 'citation-not-found',
            message: `${describeWork(work)}: ${entry.service} has no such record (${where}), so it cites nothing: a mistyped or fabricated citation (seed 000, hard rule 1). Cite the record the work came from; if there is none, say so: ${unresolvedFix(work, `${work.citation.key} has no record at ${entry.service}`)}`,
        });
    else if (entry.retracted === true)
        reportAt(out, facts.passports, record, work.pointer, {
            rule: 'citation-retracted',
            message: `${describeWork(work)}: ${entry.service} marks it retracted${entry.notice ? ` (${(0,untrusted/* quoteUntrusted */.X0)(entry.notice)})` : ''} (${where}): a retracted work is no verifiable basis for a claim. Re-run the step without it and re-stamp; where the retraction does not touch what was used, record why in decisions[] and lower the rule in the base config (rules: citation-retracted: warning).`,
        });
}
function describeWork(work) {
    return `${work.pointer.split('/')[1] === 'inputs' ? 'input' : 'output'} source ${(0,untrusted/* quoteUntrusted */.X0)(work.citation.key)}`;
}
function describeLock(facts) {
    if (facts.origin === 'registries')
        return "the registries' answers in this run";
    if (facts.origin === 'base')
        return `${CITATION_LOCK_FILE} at ${facts.baseLabel ?? 'the base commit'} (the lock in force)`;
    return CITATION_LOCK_FILE;
}
/** citation-unlocked's message and fix, by where the lock in force is. */
function describeUnlocked(work, facts) {
    if (facts.origin === 'registries') {
        const why = facts.unreached?.get(work.citation.key) ?? 'no registry answered';
        return `${describeWork(work)} was not checked: this run asked the registries, and ${(0,untrusted/* quoteUntrusted */.X0)(why)}. Nothing passes on a citation nobody could look up; run it again when the registry answers (passport-gate resolve --check shows it).`;
    }
    const missing = `${describeWork(work)} is not in ${describeLock(facts)}, and the config requires every cited identifier looked up (citations: lock: required).`;
    if (facts.origin === 'base')
        return `${missing} A lock the change writes is not in force on a pull request: let the run ask the registries (the action's resolve-citations: true), or land the lock first.`;
    return `${missing} Look it up and commit the lock: passport-gate resolve`;
}
/**
 * The seed's honest way out, as the stamp command that writes it: `unresolved: <why>` for an
 * input's source; for an output's, the text to write (stamp has no flag for it).
 */
function unresolvedFix(work, why) {
    const [, kind, index] = work.pointer.split('/');
    const value = `${citation/* UNRESOLVED_PREFIX */.XK}${why}`;
    if (kind !== 'inputs')
        return `write ${(0,untrusted/* quoteUntrusted */.X0)(value)} as outputs[${index ?? '?'}].source and re-stamp.`;
    return (0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)((0,relative_path/* relativeDirname */.RV)(work.passport))} --source ${(0,shell_word/* shellWord */.r)(`${work.artifactPath}=${value}`)}`);
}
const keysOf = (keys) => keys
    .slice(0, 5)
    .map((k) => (0,untrusted/* quoteUntrusted */.X0)(k))
    .join(', ') + (keys.length > 5 ? ` and ${keys.length - 5} more` : '');
function describeChanges(c) {
    const parts = [];
    if (c.added.length)
        parts.push(`adds ${keysOf(c.added)}`);
    if (c.changed.length)
        parts.push(`changes ${keysOf(c.changed)}`);
    if (c.removed.length)
        parts.push(`removes ${keysOf(c.removed)}`);
    return parts.join('; ');
}
/** The stale lock against the registries' answers (before: the answers; after: the lock). */
function describeStale(c) {
    const parts = [];
    if (c.removed.length)
        parts.push(`it lacks ${keysOf(c.removed)}`);
    if (c.changed.length)
        parts.push(`the registries now answer otherwise for ${keysOf(c.changed)}`);
    if (c.added.length)
        parts.push(`no passport cites ${keysOf(c.added)}`);
    return parts.join('; ');
}

;// CONCATENATED MODULE: ./src/rules/families/engine-records.ts
/**
 * The workflow engine's record as a second witness (docs/snakemake.md): each passport in scope
 * whose outputs Snakemake recorded (repo/snakemake-records.ts) is compared with what the engine
 * says it ran for them. Two witnesses of one step that disagree are an error by default:
 *
 * - `engine-input-disagrees`: an input the passport records that the engine did not give the
 *   rule (nor name in its command), one the engine gave that the passport does not record, or
 *   an input the engine checksummed at another sha256;
 * - `engine-command-disagrees`: the command a run record ran is not in the engine's command;
 * - `engine-parameter-disagrees`: a parameter value the engine neither passed nor wrote into
 *   the command;
 * - `engine-time-disagrees`: the passport's run does not overlap the engine's job;
 * - `engine-record-unreadable` / `engine-record-missing`: the engine's record could not be
 *   read, or `engine: snakemake` found none.
 */






/**
 * Clock slack between the two witnesses, in seconds: Snakemake dates a file output by its
 * mtime, which the step sets just before `run` notes its end.
 */
const ENGINE_TIME_SLACK_SECONDS = 2;
const engineRecords = {
    name: 'engine-records',
    emits: listFamilyRules('engine-records'),
    wholeRun: false,
    check(facts, out) {
        const engine = facts.engine;
        if (!engine)
            return;
        if (facts.scope.leadsRun)
            reportRunProblems(facts, engine, out);
        const unreadable = new Set();
        for (const record of facts.scope.passports) {
            const passport = record.summary;
            if (!passport)
                continue;
            const witnessed = [];
            for (const o of passport.outputs) {
                const rel = facts.paths.rel(o.path, record.dir);
                const read = rel === null ? undefined : engine.byOutput.get(rel);
                if (!read)
                    continue;
                if (read.ok) {
                    if (!witnessed.includes(read.record))
                        witnessed.push(read.record);
                }
                else if (!unreadable.has(read.file)) {
                    unreadable.add(read.file);
                    out.report({
                        rule: 'engine-record-unreadable',
                        path: read.file,
                        message: `Snakemake's record of ${(0,untrusted/* quoteUntrusted */.X0)(read.output)} ${read.why}, so the passport ${(0,untrusted/* quoteUntrusted */.X0)(record.path)} could not be compared with it; run the step again under Snakemake (it rewrites the record), or remove the record.`,
                    });
                }
            }
            if (witnessed.length === 0)
                continue;
            const ctx = { facts, record, passport, witnessed, out };
            compareInputs(ctx);
            compareCommand(ctx);
            compareParameters(ctx);
            compareTimes(ctx);
        }
    },
};
/** A refused `.snakemake`, or `engine: snakemake` with no record to compare with. */
function reportRunProblems(facts, engine, out) {
    for (const r of engine.refused)
        out.report({
            rule: 'engine-record-unreadable',
            path: r.path,
            message: `${(0,untrusted/* quoteUntrusted */.X0)(r.path)} ${r.why}; the engine's record was not read, so no passport was compared with it. Keep .snakemake/ a plain directory of the repository.`,
        });
    if (facts.config.engine === 'snakemake' &&
        engine.workdirs.length === 0 &&
        engine.refused.length === 0)
        out.report({
            rule: 'engine-record-missing',
            path: '',
            message: 'the engine is snakemake (config engine: or --engine) but no .snakemake/metadata lies under the root, so no passport could be compared with the engine’s record; run the audit where Snakemake ran (its working directory inside the root), or set engine: auto.',
        });
}
/** `Snakemake's record of "out" (rule "r")`, for messages. */
const witness = (r) => `Snakemake's record of ${(0,untrusted/* quoteUntrusted */.X0)(r.output)} (rule ${(0,untrusted/* quoteUntrusted */.X0)(r.rule)}, ${(0,untrusted/* quoteUntrusted */.X0)(r.file)})`;
/** Inputs: each side's list held to the other's; checksums the engine took, held to the passport's. */
function compareInputs({ facts, record, passport, witnessed, out }) {
    const given = witnessed.flatMap((w) => w.inputs.map((i) => ({ w, i })));
    const words = new Set(witnessed.flatMap((w) => (w.shellcmd ? splitShellWords(w.shellcmd) : [])));
    const recorded = [];
    for (const input of passport.inputs) {
        if (input.external)
            continue;
        const rel = facts.paths.rel(input.path, record.dir);
        if (rel === null)
            continue;
        recorded.push(rel);
        const pointer = `/inputs/${input.index}`;
        const covered = given.some(({ i }) => i.rel !== null && (i.rel === rel || (0,relative_path/* isInDirectory */.lU)(rel, i.rel)));
        const named = [...words].some((w) => w === input.path || w === rel || w.endsWith(`=${rel}`));
        if (!covered && !named) {
            reportAt(out, facts.passports, record, pointer, {
                rule: 'engine-input-disagrees',
                message: `the passport records input ${(0,untrusted/* quoteUntrusted */.X0)(input.path)}, which the engine did not give the step: ${witnessed.map(witness).join('; ')} lists inputs ${(0,untrusted/* quoteUntrusted */.X0)(given.map(({ i }) => i.recorded).join(', ') || '(none)')} and its command does not name it. Record the inputs the step was given (run it through passport-gate run inside the rule), or declare the input in the Snakefile and run the rule again.`,
            });
            continue;
        }
        for (const w of witnessed) {
            const sum = w.inputChecksums.get(rel);
            if (sum !== undefined && input.sha256 !== null && sum !== input.sha256.toLowerCase())
                reportAt(out, facts.passports, record, `${pointer}/sha256`, {
                    rule: 'engine-input-disagrees',
                    message: `the passport records input ${(0,untrusted/* quoteUntrusted */.X0)(input.path)} at sha256 ${(0,untrusted/* quoteUntrusted */.X0)(input.sha256)}; ${witness(w)} checksummed it at ${(0,untrusted/* quoteUntrusted */.X0)(sum)} when the rule ran. The step read other bytes than the passport says: run the rule again and record that run.`,
                });
        }
    }
    const missing = new Set();
    for (const { w, i } of given) {
        // An upstream passport the rule was given is recorded in consumed_passports, not inputs[].
        if (i.rel === null || missing.has(i.rel) || (0,formats_passport/* isPassportPath */._u)(i.rel))
            continue;
        const rel = i.rel;
        if (recorded.some((p) => p === rel || (0,relative_path/* isInDirectory */.lU)(p, rel) || (0,relative_path/* isInDirectory */.lU)(rel, p)))
            continue;
        missing.add(rel);
        reportAt(out, facts.passports, record, '/inputs', {
            rule: 'engine-input-disagrees',
            message: `${witness(w)} gave the step input ${(0,untrusted/* quoteUntrusted */.X0)(i.recorded)}, which the passport does not record. Seed 000 asks for every input the skill consumed: record it (run the step through passport-gate run with --input), or take it out of the rule and run the rule again.`,
        });
    }
}
/** A run record's command: its words, in order, inside the engine's shell command. */
function compareCommand({ facts, record, passport, witnessed, out }) {
    const argv = passport.recordedBy?.command;
    if (!argv)
        return;
    for (const w of witnessed) {
        if (w.shellcmd === null)
            continue;
        if (containsRun(splitShellWords(w.shellcmd), argv))
            continue;
        reportAt(out, facts.passports, record, '/recorded_by/command', {
            rule: 'engine-command-disagrees',
            message: `the passport records command ${(0,untrusted/* quoteUntrusted */.X0)(argv.join(' '))}, which is not in the command ${witness(w)} ran: ${(0,untrusted/* quoteUntrusted */.X0)(w.shellcmd)}. The step the passport describes is not the one the engine ran for this output: run the rule again (its shell: calling passport-gate run -- <command>), and commit that record.`,
        });
        return;
    }
}
/** Each parameter's value: among the engine's params, or written into its command. */
function compareParameters({ facts, record, passport, witnessed, out }) {
    if (!(0,values/* isObject */.Gv)(passport.parameters))
        return;
    const params = new Set(witnessed.flatMap((w) => w.params));
    const words = new Set(witnessed.flatMap((w) => (w.shellcmd ? splitShellWords(w.shellcmd) : [])));
    for (const [name, value] of Object.entries(passport.parameters)) {
        const forms = spellValue(value);
        if (forms.repr.some((r) => params.has(r)))
            continue;
        if (forms.words.some((s) => words.has(s) || words.has(`${name}=${s}`)))
            continue;
        const pointer = `/parameters/${name.replace(/~/g, '~0').replace(/\//g, '~1')}`;
        reportAt(out, facts.passports, record, pointer, {
            rule: 'engine-parameter-disagrees',
            message: `the passport records parameter ${(0,untrusted/* quoteUntrusted */.X0)(name)} = ${(0,untrusted/* quoteUntrusted */.X0)(value)}, a value the engine neither passed the step (${witnessed.map(witness).join('; ')} has params ${(0,untrusted/* quoteUntrusted */.X0)(witnessed.flatMap((w) => w.params).join(', ') || '(none)')}) nor wrote into its command. Record the parameters the rule was given (params: in the Snakefile, recorded with --param), and run the rule again.`,
        });
    }
}
/**
 * Times: a run record's run must overlap the engine's job (it started before the job ended and
 * ended after it started); a hand record cannot predate the job that made its outputs.
 */
function compareTimes({ facts, record, passport, witnessed, out }) {
    const seconds = (v) => {
        if (typeof v !== 'string')
            return null;
        const ms = Date.parse(v);
        return Number.isFinite(ms) ? ms / 1000 : null;
    };
    const started = seconds(passport.recordedBy?.startedAt);
    const ended = seconds(passport.recordedBy?.endedAt);
    const created = seconds(passport.createdAt);
    const slack = ENGINE_TIME_SLACK_SECONDS;
    const at = (t) => new Date(t * 1000).toISOString();
    for (const w of witnessed) {
        let problem = null;
        if (started !== null && w.endtime !== null && started > w.endtime + slack)
            problem = [
                '/recorded_by/started_at',
                `the passport's run started at ${at(started)}, after ${witness(w)} says the job that made it ended (${at(w.endtime)}): the output was made again outside the engine, whose record describes an earlier run`,
            ];
        else if (ended !== null && w.starttime !== null && ended < w.starttime - slack)
            problem = [
                '/recorded_by/ended_at',
                `the passport's run ended at ${at(ended)}, before ${witness(w)} says the job that made it started (${at(w.starttime)}): the passport describes an earlier run than the one that made the output`,
            ];
        else if (started === null &&
            created !== null &&
            w.starttime !== null &&
            created < w.starttime - slack)
            problem = [
                '/created_at',
                `the passport was written at ${at(created)}, before ${witness(w)} says the job that made it started (${at(w.starttime)}): it describes an earlier output than the one the engine made`,
            ];
        if (!problem)
            continue;
        reportAt(out, facts.passports, record, problem[0], {
            rule: 'engine-time-disagrees',
            message: `${problem[1]}. Run the rule again under Snakemake, recording it with passport-gate run, so both witnesses describe one run.`,
        });
        return;
    }
}
/**
 * The words of a shell command as a POSIX shell splits them, without expansions: quotes and
 * backslashes removed, unquoted operators (`;`, `&&`, `|`, redirections, parentheses) words
 * of their own.
 */
function splitShellWords(command) {
    const words = [];
    let word = '';
    let inWord = false;
    const end = () => {
        if (inWord)
            words.push(word);
        word = '';
        inWord = false;
    };
    for (let i = 0; i < command.length; i++) {
        const c = command[i] ?? '';
        if (c === "'") {
            const close = command.indexOf("'", i + 1);
            const stop = close < 0 ? command.length : close;
            word += command.slice(i + 1, stop);
            inWord = true;
            i = stop;
        }
        else if (c === '"') {
            inWord = true;
            for (i++; i < command.length && command[i] !== '"'; i++) {
                const d = command[i] ?? '';
                const next = command[i + 1] ?? '';
                if (d === '\\' && '$`"\\\n'.includes(next) && next !== '') {
                    word += next;
                    i++;
                }
                else
                    word += d;
            }
        }
        else if (c === '\\') {
            word += command[i + 1] ?? '';
            inWord = true;
            i++;
        }
        else if (/\s/.test(c))
            end();
        else if (';&|<>()'.includes(c)) {
            end();
            let op = c;
            while (i + 1 < command.length && ';&|<>'.includes(command[i + 1] ?? ' '))
                op += command[++i];
            words.push(op);
        }
        else {
            word += c;
            inWord = true;
        }
    }
    end();
    return words;
}
/** True when `needle` occurs in `words` as consecutive words. */
function containsRun(words, needle) {
    outer: for (let i = 0; i + needle.length <= words.length; i++) {
        for (let j = 0; j < needle.length; j++)
            if (words[i + j] !== needle[j])
                continue outer;
        return true;
    }
    return false;
}
/**
 * How a parameter value may appear on the engine's side: as Python's `repr` of it among the
 * params (Snakemake records `repr(value)`; a number may have been given as a number or as a
 * string, an integer as `1` or `1.0`), and as a word of the command.
 */
function spellValue(value) {
    if (typeof value === 'string') {
        const repr = [pythonRepr(value)];
        const n = value.trim() === '' ? NaN : Number(value);
        if (Number.isFinite(n))
            repr.push(...pythonNumbers(n));
        if (value === 'true' || value === 'false')
            repr.push(value === 'true' ? 'True' : 'False');
        return { repr, words: [value] };
    }
    if (typeof value === 'number') {
        const numbers = pythonNumbers(value);
        return {
            repr: [...numbers, ...numbers.map(pythonRepr), pythonRepr(String(value))],
            words: [String(value), ...numbers],
        };
    }
    if (typeof value === 'boolean') {
        const py = value ? 'True' : 'False';
        return { repr: [py, pythonRepr(String(value)), pythonRepr(py)], words: [String(value), py] };
    }
    return { repr: [pythonRepr(value)], words: [] };
}
/**
 * The spellings Python's repr may give a number, Python's own first: an integer as `20` (or,
 * given as a float, `20.0`); a float in fixed notation where its exponent is -4 to 15, else as
 * `1e-05` (the shortest digits either way, as JavaScript's).
 */
function pythonNumbers(n) {
    const exponent = n.toExponential().replace(/e([+-])(\d)$/, 'e$10$2');
    const e = Math.floor(Math.log10(Math.abs(n)));
    const float = n !== 0 && (e < -4 || e >= 16) ? exponent : String(n);
    if (Number.isInteger(n) && Math.abs(n) < 1e21)
        return [String(n), `${n}.0`, exponent];
    return [float, String(n), exponent];
}
/** Python's `repr` of a JSON value (str, int, float, bool, None, list, dict). */
function pythonRepr(value) {
    if (value === null || value === undefined)
        return 'None';
    if (typeof value === 'boolean')
        return value ? 'True' : 'False';
    if (typeof value === 'number')
        return pythonNumbers(value)[0] ?? String(value);
    if (typeof value === 'string') {
        const q = value.includes("'") && !value.includes('"') ? '"' : "'";
        let s = q;
        for (const ch of value) {
            const code = ch.codePointAt(0) ?? 0;
            if (ch === '\\')
                s += '\\\\';
            else if (ch === q)
                s += `\\${q}`;
            else if (ch === '\n')
                s += '\\n';
            else if (ch === '\r')
                s += '\\r';
            else if (ch === '\t')
                s += '\\t';
            else if (code < 0x20 || (code >= 0x7f && code <= 0xa0))
                s += `\\x${code.toString(16).padStart(2, '0')}`;
            else
                s += ch;
        }
        return s + q;
    }
    if (Array.isArray(value))
        return `[${value.map(pythonRepr).join(', ')}]`;
    if ((0,values/* isObject */.Gv)(value))
        return `{${Object.entries(value)
            .map(([k, v]) => `${pythonRepr(k)}: ${pythonRepr(v)}`)
            .join(', ')}}`;
    return String(value);
}

;// CONCATENATED MODULE: ./src/rules/families/external-inputs.ts
/**
 * External inputs (`"external": true` in inputs[]): files outside the repository, such as a
 * reference genome, recorded with their sha256 and a uri. The audit pipeline hashes each one
 * found under a location the config's `external-inputs` names (hash/external.ts); this
 * family judges what it found. Reachable and different is an error; anywhere else the input
 * is a notice: recorded, not verified.
 */



const externalInputs = {
    name: 'external-inputs',
    emits: listFamilyRules('external-inputs'),
    wholeRun: false,
    check(facts, out) {
        for (const { listing, outcome } of facts.externals ?? []) {
            const { record, ref } = listing;
            const pointer = `/inputs/${ref.index}/path`;
            const name = (0,untrusted/* quoteUntrusted */.X0)(ref.path);
            const fetch = ref.uri !== null ? ` (recorded uri ${(0,untrusted/* quoteUntrusted */.X0)(ref.uri)})` : '';
            switch (outcome.kind) {
                case 'hashed':
                    if (outcome.sha256 === ref.sha256)
                        break;
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-mismatch',
                        message: `external input ${name} under ${(0,untrusted/* quoteUntrusted */.X0)(outcome.location)} has sha256 ${outcome.sha256}, not the recorded ${(0,untrusted/* quoteUntrusted */.X0)(ref.sha256 ?? '?')}; the step read other bytes than this file holds now. Restore the file${fetch}, or re-run the step and re-stamp.`,
                    });
                    break;
                case 'unreadable':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-mismatch',
                        message: `external input ${name} under ${(0,untrusted/* quoteUntrusted */.X0)(outcome.location)} ${outcome.detail}, so its sha256 cannot be checked; put the file itself there${fetch}.`,
                    });
                    break;
                case 'absent':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-unverified',
                        message: `external input ${name} is not under ${(0,untrusted/* quoteUntrusted */.X0)(outcome.location)} on this machine, so its sha256 was not verified; fetch it there${fetch} to have it checked.`,
                    });
                    break;
                case 'unconfigured':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-unverified',
                        message: `external input ${name} lies under no external-inputs location of the config, so its sha256 was not verified; add the directory holding it to external-inputs in .passport-gate.yml to have it checked.`,
                    });
                    break;
                case 'bad-path':
                    reportAt(out, facts.passports, record, pointer, {
                        rule: 'input-external-unverified',
                        message: `external input path ${name} ${outcome.detail}; it was not read. Record the absolute, normalized path (passport-gate stamp --input /abs/path).`,
                    });
                    break;
            }
        }
    },
};

;// CONCATENATED MODULE: ./src/util/folded-paths.ts
/** The name as a case-insensitive, normalizing file system compares it. */
function foldName(name) {
    // Most names are printable ASCII: no normalization can change them.
    return /^[\x20-\x7e]*$/.test(name) ? name.toLowerCase() : name.normalize('NFC').toLowerCase();
}
/**
 * Repository-relative paths, each name indexed under its exact parent by its folded
 * spelling: two names collide only beside each other (names under two spellings of one
 * directory are that directory's collision). One pass per path up its directories, which
 * stops at the first directory already known: tens of thousands of files cost a map lookup
 * or two each, and no path module call.
 */
class FoldedPaths {
    exact = new Map();
    /** "exact parent/folded name" → the first spelling added. */
    bySibling = new Map();
    pairs = [];
    /**
     * Adds `rel` (a normalized repository-relative path) and its directories. `tag` (optional)
     * is kept as the smallest seen for each of them, so a caller can tell which of its units a
     * path and everything below it belongs to; `data` is attached to the entries this call
     * creates (`rel` and those of its directories not added before).
     */
    add(rel, tag, data) {
        for (let p = rel; p !== '' && p !== '.';) {
            const slash = p.lastIndexOf('/');
            const parent = slash < 0 ? '' : p.slice(0, slash);
            const known = this.exact.get(p);
            if (known) {
                // Its directories hold a tag no larger than its own: stop unless this one is smaller.
                if (tag === undefined || (known.tag !== undefined && known.tag <= tag))
                    return;
                known.tag = tag;
                p = parent;
                continue;
            }
            const entry = { path: p, tag, data };
            this.exact.set(p, entry);
            const key = `${parent}/${foldName(p.slice(slash + 1))}`;
            const sibling = this.bySibling.get(key);
            if (sibling)
                this.pairs.push([sibling, entry]);
            else
                this.bySibling.set(key, entry);
            p = parent;
        }
    }
    /** True when `rel` was added, or is a directory of a path added. */
    has(rel) {
        return this.exact.has(rel);
    }
    /**
     * Every pair of spellings of one name under one parent (each later spelling with the first
     * added), sorted by the later path. Names under two spellings of one directory are left
     * out: the directories collide, and are the pair.
     */
    collisions() {
        return this.pairs
            .map(([a, b]) => (a.path < b.path ? { first: a, later: b } : { first: b, later: a }))
            .sort((x, y) => (x.later.path < y.later.path ? -1 : 1));
    }
}

;// CONCATENATED MODULE: ./src/rules/families/file-access.ts
/**
 * File access: every file a passport or a handoff document names can be
 * reached and read safely, under one unambiguous name. A path that leaves the
 * root (lexically, or through a symlink), a file that is missing or cannot be
 * read (a FIFO, a directory, one that changed while hashed), and two names
 * that are one file on some file systems are reported here, whichever
 * document named them.
 */







const fileAccess = {
    name: 'file-access',
    emits: listFamilyRules('file-access'),
    wholeRun: false,
    async check(facts, out) {
        reportUnreadablePassports(facts, out);
        for (const listing of facts.plan.listings)
            reportListing(listing, facts, out);
        await reportInvisibleNames(facts, out);
        reportUnreadableArtifacts(facts, out);
        reportFoldedNames(facts, out);
        reportHandoffsOutsideRoot(facts, out);
    },
};
/**
 * path-ambiguous on a file of an output directory in scope whose path holds invisible or
 * bidirectional control characters: the rule is about every path, not only those a passport
 * lists (a listed one is reported at its listing, above). Once per name: the shallowest
 * directory or file whose name holds them (a directory of a hundred such files is one
 * finding). A file git ignores is no part of the commit, as for artifact-unlisted; git is asked
 * only when something would be reported.
 */
async function reportInvisibleNames({ scope, layout, tree, plan, ignored }, out) {
    const listedInvisible = new Set(plan.listings.filter((l) => l.invisible && l.rel !== null).map((l) => l.rel));
    const offending = [];
    for (const dir of [...scope.dirs].sort())
        for (const file of layout.ownedFiles(dir)) {
            const rel = tree.relOf(file);
            if ((0,untrusted/* hasInvisibleCharacters */.gi)(rel) && !listedInvisible.has(rel))
                offending.push(rel);
        }
    if (offending.length === 0)
        return;
    const skip = ignored ? await ignored(offending) : new Set();
    const named = new Set();
    for (const rel of offending) {
        if (skip.has(rel))
            continue;
        const parts = rel.split('/');
        const depth = parts.findIndex((part) => (0,untrusted/* hasInvisibleCharacters */.gi)(part));
        const name = parts.slice(0, depth + 1).join('/');
        if (named.has(name))
            continue;
        named.add(name);
        const what = name === rel ? 'file' : 'directory';
        out.report({
            rule: 'path-ambiguous',
            path: name,
            message: `${what} name ${(0,untrusted/* quoteUntrusted */.X0)(name)} contains invisible or bidirectional control characters, so it reads otherwise than it is; rename it.`,
        });
    }
}
/** A passport in scope that could not be read (one over the size cap is passport-document's). */
function reportUnreadablePassports({ scope }, out) {
    for (const r of scope.passports) {
        if (!r.problem || r.problem.reason === 'too-large')
            continue;
        out.report({
            rule: r.problem.reason === 'outside-root' ? 'path-outside-root' : 'artifact-unreadable',
            path: r.path,
            message: `the passport ${r.problem.detail}; replace it with a regular JSON file.`,
        });
    }
}
/** One listed artifact: a refused path, invisible characters in it, a missing output. */
function reportListing(listing, facts, out) {
    const { record, kind, ref, refusal } = listing;
    const respelt = listing.rel !== null && (ref.path.includes('\\') || ref.path.endsWith('/'));
    if (refusal === null && !listing.invisible && !respelt)
        return;
    const pointer = `/${kind}/${ref.index}/path`;
    const label = kind.slice(0, -1);
    if (listing.invisible) {
        reportAt(out, facts.passports, record, pointer, {
            rule: 'path-ambiguous',
            message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)} contains invisible or bidirectional control characters; rename the file.`,
        });
    }
    if (respelt) {
        // Read as the gate reads it (a separator; without the slash), but never silently.
        const why = ref.path.includes('\\')
            ? 'holds a backslash: a separator on Windows, part of the file name on Linux and macOS'
            : 'ends with "/", which names a directory';
        reportAt(out, facts.passports, record, pointer, {
            rule: 'path-ambiguous',
            message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)} ${why}; it was read as ${(0,untrusted/* quoteUntrusted */.X0)(listing.rel)}. Write that path, with "/" between directories and none at the end.`,
        });
    }
    if (refusal === null)
        return;
    // An empty path or one holding NUL names no file at all: the schema finding says so alone.
    if (ref.path.length === 0 || ref.path.includes('\0'))
        return;
    if (refusal !== 'missing') {
        reportAt(out, facts.passports, record, pointer, {
            rule: 'path-outside-root',
            message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)}: ${relative_path/* PATH_REFUSAL_TEXT */.lg[refusal]}. It was not read.`,
        });
    }
    else if (kind === 'outputs') {
        reportAt(out, facts.passports, record, pointer, {
            rule: 'artifact-missing',
            message: `output ${(0,untrusted/* quoteUntrusted */.X0)(listing.rel)} does not exist; commit it, or remove it from outputs[] and re-stamp the passport.`,
        });
    }
    else if (listing.rel !== null)
        reportMissingInput(listing.record, listing.rel, ref, facts, out);
}
/**
 * input-missing: a repository input that is not there. Its upstream is named when one is
 * known: the re-run plan's producer (the base's, when the run has a base), else a passport
 * listing the path as an output now (then its own artifact-missing says so too). The fix is
 * the re-run plan's command: naming the inputs as they are now, since a refresh keeps a
 * missing input's recorded digest.
 */
function reportMissingInput(record, rel, ref, facts, out) {
    const step = facts.stale.find((s) => s.path === record.path);
    const reason = step?.reasons.find((r) => r.kind === 'input' && r.artifact === rel);
    const producers = facts.passports.records.filter((r) => r !== record &&
        r.summary?.outputs.some((o) => (facts.paths.rel(o.path, r.dir) ?? o.path) === rel));
    // Data kept outside git (a FASTQ with its accession in `source`) may be absent from the
    // checkout; an input some passport produces, or one with no origin at all, is gone.
    if (!reason && producers.length === 0 && ref.source !== null)
        return;
    const named = (path, id) => `${(0,untrusted/* quoteUntrusted */.X0)(id ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(path ?? '?')})`;
    let why;
    let fix;
    if (reason && step) {
        why = `its upstream ${named(reason.via_path, reason.via_id)} recorded it, and no longer does (renamed, or deleted and re-stamped)`;
        fix = describeRerun(step, facts.stale.length);
    }
    else if (producers[0]) {
        const p = producers[0];
        why = `its upstream ${named(p.path, p.id)} records it as an output, which is missing there too`;
        fix = `restore it (see that passport's artifact-missing), or re-run that step and then this one`;
    }
    else if (isIntermediate(record, rel, facts) && !findRenamedInput(record, ref, facts)) {
        // A file of an output directory no passport lists now: its step failed or lost it. The
        // data is the pipeline's own, so the fix keeps the input (dropping it would record a step
        // that read less than it did) and runs the step that writes it first.
        const owner = facts.layout.ownerOf(rel);
        why = `it lies in the output directory ${(0,untrusted/* quoteUntrusted */.X0)(owner)}, whose passport no longer lists it (its step failed, or lost it)`;
        fix = `run the step that writes it again first (see that passport's findings), then this step, keeping this input: ${describeSameRun(record, facts)}`;
    }
    else {
        // A renamed output: a passport it consumes records the recorded bytes under another name.
        const renamed = findRenamedInput(record, ref, facts);
        why = renamed
            ? `no passport records it as an output; its upstream ${named(renamed.by.path, renamed.by.id)} records the same bytes as ${(0,untrusted/* quoteUntrusted */.X0)(renamed.path)} now (renamed)`
            : 'no passport records it as an output';
        fix = `${renamed ? 're-run the step on the renamed file' : 'restore it, or re-run the step without it'} and re-stamp it naming the inputs it reads now: ${describeInputsCommand(record, rel, renamed?.path ?? null, facts)}`;
    }
    reportAt(out, facts.passports, record, `/inputs/${ref.index}/path`, {
        rule: 'input-missing',
        message: `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist: ${why}. The passport records bytes nobody can check; ${fix}.`,
    });
}
/** The output of a passport `record` consumes that holds the bytes `ref` records, if any. */
function findRenamedInput(record, ref, facts) {
    if (ref.sha256 === null)
        return null;
    const digests = new Set([ref.sha256]);
    for (const c of record.summary?.consumed ?? []) {
        for (const by of facts.passports.byId.get(c) ?? []) {
            if (by === record)
                continue;
            const node = toStaleNode(by.path, by.summary, (raw, dir) => facts.paths.rel(raw, dir) ?? raw);
            const path = findRenamed([node], digests);
            if (path !== null)
                return { path, by };
        }
    }
    return null;
}
/** True when `rel` lies in an output directory other than `record`'s own: a pipeline intermediate. */
function isIntermediate(record, rel, facts) {
    const owner = facts.layout.ownerOf(rel);
    return owner !== null && owner !== record.dir;
}
/**
 * The step of `record` run again with every input it recorded: its recorded command through
 * `passport-gate run` (a run record), else the re-stamp naming each input, to run after the step.
 */
function describeSameRun(record, facts) {
    const again = record.summary === null
        ? null
        : rerunCommand(record.summary, record.path, record.dir, (p) => facts.paths.rel(p, record.dir));
    if (again !== null)
        return (0,untrusted/* escapeInvisible */.ts)(again);
    const node = toStaleNode(record.path, record.summary, (raw, dir) => facts.paths.rel(raw, dir) ?? raw);
    const inDir = facts.passports.records.filter((r) => r.dir === record.dir).length;
    const command = restampCommand(record.path, record.dir, inDir, replaceInputs(node, new Map()));
    return command === null
        ? `passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)} with --input for each input it read`
        : `re-run the step, then ${(0,untrusted/* escapeInvisible */.ts)(command)}`;
}
/**
 * `stamp` of `record` naming every recorded input but `gone`, replaced by `renamed` when
 * given (the command's words quoted).
 */
function describeInputsCommand(record, gone, renamed, facts) {
    const node = toStaleNode(record.path, record.summary, (raw, dir) => facts.paths.rel(raw, dir) ?? raw);
    const inDir = facts.passports.records.filter((r) => r.dir === record.dir).length;
    const command = restampCommand(record.path, record.dir, inDir, replaceInputs(node, new Map([[gone, renamed]])));
    return (command ??
        `passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)} with --input for each input it reads now`);
}
/** An artifact that could not be hashed: missing (an input may be absent), or unreadable. */
function reportUnreadableArtifacts(facts, out) {
    const { plan, digests, passports } = facts;
    for (const check of plan.checks) {
        const outcome = digests.outcome(check.file);
        if (outcome.ok)
            continue;
        const { record, kind, ref } = check;
        // Gone between the walk and the read: as missing as one the walk never saw.
        if (outcome.reason === 'missing' && kind === 'inputs') {
            reportMissingInput(record, check.rel, ref, facts, out);
            continue;
        }
        reportAt(out, passports, record, `/${kind}/${ref.index}/path`, {
            rule: outcome.reason === 'missing' ? 'artifact-missing' : 'artifact-unreadable',
            message: `${kind === 'outputs' ? 'output' : 'input'} ${(0,untrusted/* quoteUntrusted */.X0)(check.rel)} ${outcome.detail}; it was not verified.`,
        });
    }
}
/**
 * Names that are one on a case-folding or normalizing file system (macOS, Windows): across
 * every output directory (so `results/data/` and `results/Data/` are found, once, as
 * directories), and between a path a passport lists and a file that exists. In changed mode
 * the files of the directories in scope meet every output directory's name, so a change that
 * adds one spelling of a directory meets the other; a collision of two such names is reported by the run whose
 * part holds the first output directory (in path order) of the scope it touches, so merged
 * shards report it once. One involving a listed path that is no such file is reported on each
 * passport listing it, at the path.
 */
function reportFoldedNames({ scope, layout, tree, plan, passports }, out) {
    const names = new FoldedPaths();
    const tagOf = (owner) => owner !== null && scope.fullDirs.has(owner) ? owner : undefined;
    // Changed mode: the files of the directories in scope, and the name of every other output
    // directory (what a new spelling of a directory meets), not the files of all of them.
    const everything = scope.mode === 'all';
    for (const dir of layout.outputDirs) {
        const tag = tagOf(dir);
        if (!everything && tag === undefined) {
            names.add(dir);
            continue;
        }
        for (const file of layout.ownedFiles(dir))
            names.add(tree.relOf(file), tag);
    }
    for (const p of layout.passportPaths) {
        const tag = tagOf(layout.ownerOf(p));
        if (everything || tag !== undefined)
            names.add(p, tag);
    }
    for (const listing of plan.listings)
        if (listing.rel !== null && !names.has(listing.rel))
            names.add(listing.rel, undefined, listing);
    const collisions = names.collisions();
    const listingsUnder = indexListingsUnder(plan.listings, collisions.map(({ first, later }) => (later.data ? later : first.data ? first : null)));
    for (const { first, later } of collisions) {
        const listed = later.data ? later : first.data ? first : null;
        if (listed === null) {
            const owners = [first.tag, later.tag].filter((t) => t !== undefined).sort();
            if (owners[0] === undefined || !scope.dirs.has(owners[0]))
                continue;
            out.report({
                rule: 'path-ambiguous',
                path: later.path,
                message: `${(0,untrusted/* quoteUntrusted */.X0)(later.path)} and ${(0,untrusted/* quoteUntrusted */.X0)(first.path)} differ only by case or Unicode normalization; on macOS and Windows checkouts they are one file or directory. Rename one.`,
            });
            continue;
        }
        const other = listed === later ? first : later;
        for (const listing of listingsUnder.get(listed.path) ?? [])
            reportListedCollision(listing, listed.path, other, passports, out);
    }
}
/**
 * The listings at or below each of `spellings` (a path, or a directory of listed paths), in
 * the plan's order: one walk up each listing's directories, so that every collision costs
 * the listings it concerns, not a pass over all of them (which made 40,000 wrong-case
 * listings quadratic).
 */
function indexListingsUnder(listings, spellings) {
    const under = new Map();
    for (const entry of spellings)
        if (entry !== null)
            under.set(entry.path, []);
    if (under.size === 0)
        return under;
    for (const listing of listings) {
        if (listing.rel === null)
            continue;
        for (let p = listing.rel;;) {
            under.get(p)?.push(listing);
            const slash = p.lastIndexOf('/');
            if (slash < 0)
                break;
            p = p.slice(0, slash);
        }
    }
    return under;
}
/** path-ambiguous on a listing whose path (or a directory of it) spells an existing name otherwise. */
function reportListedCollision(listing, spelt, other, passports, out) {
    const { record, kind, ref } = listing;
    const label = kind.slice(0, -1);
    const what = spelt === listing.rel && listing.file === null && other.data === undefined
        ? `names no file, but ${(0,untrusted/* quoteUntrusted */.X0)(other.path)} exists; the names differ only by case or Unicode normalization, so on macOS and Windows checkouts the passport names that file`
        : `spells ${(0,untrusted/* quoteUntrusted */.X0)(spelt)}, which differs from ${(0,untrusted/* quoteUntrusted */.X0)(other.path)} only by case or Unicode normalization; on macOS and Windows checkouts they are one name`;
    reportAt(out, passports, record, `/${kind}/${ref.index}/path`, {
        rule: 'path-ambiguous',
        message: `${label} path ${(0,untrusted/* quoteUntrusted */.X0)(ref.path)} ${what}. Write the name as it is on disk.`,
    });
}
/** An audited handoff document reached through a symlink out of the root. */
function reportHandoffsOutsideRoot({ handoffs }, out) {
    for (const doc of handoffs.audited.keys()) {
        const read = handoffs.read(doc);
        if (read && !read.ok && read.reason === 'outside-root') {
            out.report({
                rule: 'path-outside-root',
                path: doc,
                message: `${relative_path/* PATH_REFUSAL_TEXT */.lg['outside-via-symlink']}; it was not read.`,
            });
        }
    }
}

// EXTERNAL MODULE: ./src/core/location.ts
var core_location = __nccwpck_require__(1324);
;// CONCATENATED MODULE: ./src/rules/families/handoffs.ts
/**
 * The other two handoff formats: router envelopes checked against the skill
 * graph governing them, skill graphs, and agent handoff packets with their
 * acknowledgments and the ordering of each inbox. The documents and their
 * bytes come from repo/handoff-documents.ts (which documents a change audits,
 * and which others their rules read); the per-document checks are the
 * formats', loaded only when there is a document to judge.
 */






/** The rule that reports an unreadable document of each kind. */
const UNREADABLE_RULE = {
    envelope: 'envelope-invalid-yaml',
    'skill-graph': 'graph-invalid-yaml',
    packet: 'packet-invalid-json',
};
const handoffs = {
    name: 'handoffs',
    emits: listFamilyRules('handoffs'),
    wholeRun: true,
    async check(facts, out) {
        const docs = facts.handoffs;
        if (docs.audited.size === 0 &&
            docs.inboxes.size === 0 &&
            docs.sequences.size === 0 &&
            docs.evidenceEnvelopes.length === 0)
            return;
        const formats = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(959), __nccwpck_require__.e(639)]).then(__nccwpck_require__.bind(__nccwpck_require__, 639));
        const findings = [];
        const graphs = checkGraphs(facts, formats, findings);
        const baseGraphs = summarizeBaseGraphs(facts, formats);
        checkEnvelopes(facts, formats, { head: graphs, base: baseGraphs }, findings);
        const ids = checkPackets(facts, formats, findings);
        for (const f of findings)
            out.report(f);
        // Their statuses come from the one verdict (audit/verdict.ts) over every finding; here only
        // which documents the report shows. A finding on an .ack belongs to its packet; a conflict
        // may land on an unchanged packet, which is then shown too.
        const shown = new Map(docs.audited);
        const packetOfAck = new Map(docs.allPackets.map((p) => [(0,ack_path/* ackPathOf */.o)(p), p]));
        for (const f of findings) {
            const doc = packetOfAck.get(f.path) ?? f.path;
            const kind = shown.has(doc) ? undefined : docs.classify(doc);
            if (kind)
                shown.set(doc, kind);
        }
        for (const [path, kind] of [...shown].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
            out.judged({ kind, path, id: ids.get(path) ?? null });
    },
};
/**
 * The bytes of a document, or null; an audited one that cannot be read is a finding (one
 * reached through a symlink out of the root is file-access's).
 */
function bytesOf(facts, rel, kind, findings) {
    const read = facts.handoffs.read(rel);
    if (!read)
        return null;
    if (read.ok)
        return read.bytes;
    if (facts.handoffs.audited.has(rel) && read.reason !== 'outside-root') {
        findings.push({
            rule: UNREADABLE_RULE[kind],
            path: rel,
            message: `the file ${read.detail}; replace it with a regular file.`,
        });
    }
    return null;
}
/** The skill graphs read (audited, or governing an audited envelope): their summaries. */
function checkGraphs(facts, formats, findings) {
    const summaries = new Map();
    for (const g of facts.handoffs.graphs) {
        const bytes = bytesOf(facts, g, 'skill-graph', findings);
        if (!bytes)
            continue;
        const check = formats.checkSkillGraphBytes(g, bytes);
        // A graph read only because it governs an audited envelope has its own findings unreported.
        if (facts.handoffs.audited.has(g))
            findings.push(...check.findings);
        if (check.summary)
            summaries.set(g, check.summary);
    }
    return summaries;
}
/**
 * The trusted commit's skill graphs, summarized (an unreadable or unparsable one declares no
 * skill, so an envelope it governs is not passed unchecked: the base is in force).
 */
function summarizeBaseGraphs(facts, formats) {
    const summaries = new Map();
    const atBase = facts.handoffs.atBase;
    if (!atBase)
        return summaries;
    for (const g of atBase.compared) {
        const blob = atBase.read(g);
        if (!blob || blob.kind === 'absent')
            continue;
        const summary = blob.kind === 'file' ? formats.checkSkillGraphBytes(g, blob.bytes).summary : undefined;
        summaries.set(g, summary ?? { skills: new Map(), edges: [] });
    }
    return summaries;
}
/**
 * The views an envelope's next_action is checked against: the base's governing graphs (in
 * force) and the checkout's. Both apply, so a change to the graph adds findings and never takes
 * one away; with no graph at the base, the checkout's alone (with none, nothing was checked).
 */
function viewsOf(facts, formats, envelope, graphs) {
    const pick = (paths, from) => paths
        .map((g) => ({ path: g, summary: from.get(g) }))
        .filter((g) => g.summary !== undefined);
    const views = [];
    const docs = facts.handoffs;
    const atHead = docs.governingGraphs(envelope);
    const atBase = docs.atBase;
    if (atBase) {
        const paths = atBase.governingGraphs(envelope);
        // The same files with the same bytes: the checkout's view says it all.
        const unchanged = paths.length === atHead.length &&
            paths.every((g, i) => atHead[i] === g && isUnchangedGraph(facts, g));
        const governing = unchanged ? [] : pick(paths, graphs.base);
        if (governing.length > 0)
            views.push(formats.toEnvelopeGraphView(governing, atBase.label));
    }
    const governing = pick(atHead, graphs.head);
    if (governing.length > 0)
        views.push(formats.toEnvelopeGraphView(governing));
    return views;
}
/** True when the trusted commit holds a graph file at the bytes the checkout has. */
function isUnchangedGraph(facts, rel) {
    const atBase = facts.handoffs.atBase?.read(rel);
    const atHead = facts.handoffs.read(rel);
    if (!atBase || !atHead)
        return false;
    if (atBase.kind === 'absent')
        return !atHead.ok && atHead.reason === 'missing';
    return atBase.kind === 'file' && atHead.ok && Buffer.from(atBase.bytes).equals(atHead.bytes);
}
/**
 * The host's records of skill runs: the skills of the passports the audit reads, and the senders
 * of packets whose acknowledgment confirms them (same handoff_id, ready to proceed).
 */
function collectExecutionRecords(facts, formats) {
    const skills = new Set();
    for (const r of facts.passports.records)
        if (r.summary?.skill)
            skills.add(r.summary.skill);
    const docs = facts.handoffs;
    for (const p of docs.allPackets) {
        const read = docs.read(p);
        const ack = docs.ack(p);
        if (!read?.ok || !ack.ok)
            continue;
        const packet = formats.parseJsonDocument(read.bytes);
        const acked = formats.parseJsonDocument(ack.bytes);
        if (!packet.ok || !acked.ok)
            continue;
        const summary = formats.summarizePacket(packet.document.value);
        const a = (0,values/* asObject */.eB)(acked.document.value);
        if (summary.fromAgent !== null &&
            summary.handoffId !== null &&
            a?.handoff_id === summary.handoffId &&
            a.ready_to_proceed === true)
            skills.add(summary.fromAgent);
    }
    return { hasRunOf: (skill) => skills.has(skill) };
}
/**
 * The audited envelopes, each against the graph(s) governing it and the host's records of
 * runs; then each directory's envelopes as one sequence (unchanged neighbours parsed here).
 */
function checkEnvelopes(facts, formats, graphs, findings) {
    const docs = facts.handoffs;
    const records = docs.envelopes.length > 0 || docs.evidenceEnvelopes.length > 0
        ? collectExecutionRecords(facts, formats)
        : null;
    const parsed = new Map();
    for (const e of facts.handoffs.envelopes) {
        const bytes = bytesOf(facts, e, 'envelope', findings);
        if (!bytes)
            continue;
        const check = formats.checkEnvelopeBytes(e, bytes, viewsOf(facts, formats, e, graphs));
        findings.push(...check.findings);
        if (records)
            findings.push(...formats.checkExecutionEvidence(e, check, records));
        parsed.set(e, toSequenced(e, check));
    }
    // Unchanged envelopes whose evidence a change may have taken away: that finding alone.
    for (const e of docs.evidenceEnvelopes) {
        const read = docs.read(e);
        if (!read?.ok || !records)
            continue;
        const check = formats.checkEnvelopeBytes(e, read.bytes);
        findings.push(...formats.checkExecutionEvidence(e, check, records));
    }
    for (const list of docs.sequences.values()) {
        const sequence = [];
        for (const e of list) {
            let entry = parsed.get(e);
            if (!entry) {
                const read = facts.handoffs.read(e);
                entry = read?.ok
                    ? toSequenced(e, formats.checkEnvelopeBytes(e, read.bytes))
                    : { path: e, value: null, locate: (pointer) => ({ pointer }) };
            }
            sequence.push(entry);
        }
        findings.push(...formats.checkEnvelopeSequence(sequence));
    }
}
/** An envelope as the sequence rules see it. */
function toSequenced(path, check) {
    const { document } = check;
    return {
        path,
        value: check.value ?? null,
        locate: document ? (0,core_location/* locatorOf */.e)(document) : (pointer) => ({ pointer }),
    };
}
/**
 * The audited packets and their acknowledgments, then the ordering within each touched inbox
 * over all of its packets (unchanged ones parsed here). Returns each packet's handoff_id.
 */
function checkPackets(facts, formats, findings) {
    const docs = facts.handoffs;
    const ids = new Map();
    const cache = new Map();
    const inboxPackets = new Map();
    for (const p of docs.packets) {
        const bytes = bytesOf(facts, p, 'packet', findings);
        if (!bytes)
            continue;
        const check = formats.checkPacketBytes(p, bytes, cache);
        findings.push(...check.findings);
        const { summary, document } = check;
        if (!summary || !document)
            continue;
        if (summary.handoffId !== null)
            ids.set(p, summary.handoffId);
        inboxPackets.set(p, { path: p, summary, locate: (0,core_location/* locatorOf */.e)(document) });
        findings.push(...formats.checkAcknowledgment({ path: p, summary, document }, docs.ack(p), facts.config.packetMaxAgeSeconds));
    }
    for (const p of docs.allPackets) {
        if (!docs.inboxes.has((0,relative_path/* relativeDirname */.RV)(p)) || inboxPackets.has(p) || docs.audited.has(p))
            continue;
        const read = docs.read(p);
        const parsed = read?.ok ? formats.parseJsonDocument(read.bytes) : null;
        if (!parsed?.ok)
            continue;
        const summary = formats.summarizePacket(parsed.document.value, parsed.document);
        if (summary.handoffId !== null)
            ids.set(p, summary.handoffId);
        inboxPackets.set(p, { path: p, summary, locate: (0,core_location/* locatorOf */.e)(parsed.document) });
    }
    const perInbox = new Map();
    for (const packet of inboxPackets.values()) {
        const dir = (0,relative_path/* relativeDirname */.RV)(packet.path);
        const list = perInbox.get(dir) ?? [];
        list.push(packet);
        perInbox.set(dir, list);
    }
    for (const list of perInbox.values())
        findings.push(...formats.findInboxConflicts(list));
    return ids;
}
/**
 * `policy-changed` for each skill graph whose checkout version differs from the trusted
 * commit's (reported by the run-level rules, which own that rule): what the change adds and
 * removes, and the next_action values of the envelopes this run checked that it would allow
 * although the graph in force rejects them.
 */
async function describeGraphChanges(facts) {
    const docs = facts.handoffs;
    const atBase = docs.atBase;
    if (!atBase)
        return [];
    const changed = atBase.compared.filter((g) => !isUnchangedGraph(facts, g));
    if (changed.length === 0)
        return [];
    const formats = await Promise.all(/* import() */[__nccwpck_require__.e(815), __nccwpck_require__.e(959), __nccwpck_require__.e(639)]).then(__nccwpck_require__.bind(__nccwpck_require__, 639));
    const head = new Map();
    for (const g of new Set([...docs.graphs, ...changed])) {
        const read = docs.read(g);
        const summary = read?.ok ? formats.checkSkillGraphBytes(g, read.bytes).summary : undefined;
        if (summary)
            head.set(g, summary);
    }
    const base = summarizeBaseGraphs(facts, formats);
    const declares = (paths, from) => {
        const known = paths.flatMap((g) => from.get(g) ?? []);
        return (skill) => known.length === 0 || known.some((s) => s.skills.has(skill));
    };
    const allows = new Map();
    for (const e of docs.envelopes) {
        const read = docs.read(e);
        const next = read?.ok ? formats.checkEnvelopeBytes(e, read.bytes).nextAction : null;
        if (next === null)
            continue;
        const atBaseGov = atBase.governingGraphs(e);
        const atHeadGov = docs.governingGraphs(e);
        if (declares(atBaseGov, base)(next) || !declares(atHeadGov, head)(next))
            continue;
        for (const g of new Set([...atBaseGov, ...atHeadGov])) {
            if (!changed.includes(g))
                continue;
            const list = allows.get(g) ?? [];
            list.push(`next_action ${(0,untrusted/* quoteUntrusted */.X0)(next)} in ${(0,untrusted/* quoteUntrusted */.X0)(e)}`);
            allows.set(g, list);
        }
    }
    return changed.map((g) => {
        const blob = atBase.read(g);
        const read = docs.read(g);
        return formats.describeSkillGraphChange({
            path: g,
            baseLabel: atBase.label,
            base: blob && blob.kind !== 'absent' ? (base.get(g) ?? null) : null,
            head: read?.ok ? (head.get(g) ?? { skills: new Map(), edges: [] }) : null,
            allows: allows.get(g) ?? [],
        });
    });
}

;// CONCATENATED MODULE: ./src/rules/families/output-directories.ts
/**
 * Output directories: each holds a passport, and its passports list every
 * file it owns (repo/layout.ts says which directory owns which file).
 */






const outputDirectories = {
    name: 'output-directories',
    emits: listFamilyRules('output-directories'),
    wholeRun: false,
    async check({ scope, layout, tree, plan, passports, ignored }, out) {
        checkColocation(plan, passports, out);
        // A passport that could not be read says nothing about what it lists: its finding stands alone.
        const unreadableDirs = new Set(passports.records.filter((r) => r.summary === null).map((r) => r.dir));
        // Gathered first, in directory order, then judged after one question to git.
        const found = [];
        for (const dir of [...scope.dirs].sort()) {
            const files = layout.ownedFiles(dir).map((f) => tree.relOf(f));
            if (!layout.passportDirs.has(dir)) {
                if (files.length > 0)
                    found.push({ dir, files, missing: true });
                continue;
            }
            if (unreadableDirs.has(dir))
                continue;
            const listed = plan.listedInDir.get(dir) ?? new Set();
            const unlisted = files.filter((f) => !listed.has(f));
            if (unlisted.length > 0)
                found.push({ dir, files: unlisted, missing: false });
        }
        // A file git ignores is no part of the commit: a clean checkout has none to list. One
        // question to git for the whole run, and only when something would be reported.
        const asked = found.flatMap((f) => f.files);
        const skip = ignored && asked.length > 0 ? await ignored(asked) : new Set();
        for (const { dir, files, missing } of found) {
            const kept = files.filter((f) => !skip.has(f));
            if (missing) {
                if (kept.length > 0)
                    reportMissingPassport(dir, kept, layout, out);
                continue;
            }
            for (const file of kept)
                out.report({
                    rule: 'artifact-unlisted',
                    path: file,
                    message: `${(0,untrusted/* quoteUntrusted */.X0)(file)} is in output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} but no passport there lists it: move it out of the directory or delete it. If a step wrote it, run that step again through passport-gate run, so that the record is the tool's. A re-stamp alone would vouch for a file no step is shown to have made.`,
                });
        }
    },
};
/**
 * artifact-not-colocated: seed 000, "the producing skill wrote a passport to the same
 * directory as its output". An output listed outside its passport's directory (not in it nor
 * below) is vouched for by nothing there, and gives its consumers no provenance
 * (input-unprovenanced). Re-stamping the directory lists its own files alone.
 */
function checkColocation(plan, passports, out) {
    for (const { kind, rel, record, ref } of plan.listings) {
        if (kind !== 'outputs' || rel === null || (0,relative_path/* isInDirectory */.lU)(rel, record.dir))
            continue;
        reportAt(out, passports, record, `/outputs/${ref.index}/path`, {
            rule: 'artifact-not-colocated',
            message: `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} lies outside the passport's directory ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)}, so this passport cannot vouch for it; stamp the directory that holds it, and re-stamp this one: ${stampCommand(record.dir)}`,
        });
    }
}
/** `passport-gate stamp DIR`, one shell word per argument, as printed in a hint. */
function stampCommand(dir) {
    return (0,untrusted/* escapeInvisible */.ts)(`passport-gate stamp ${(0,shell_word/* shellWord */.r)(dir)}`);
}
/** passport-missing for an output directory holding `files` and no passport. */
function reportMissingPassport(dir, files, layout, out) {
    const root = (0,relative_path/* relativeDirname */.RV)(dir);
    const evidence = layout.inferredRoots.get(root);
    const why = layout.deletedPassportDirs.includes(dir)
        ? '; this change deleted its passport'
        : evidence
            ? `; ${(0,untrusted/* quoteUntrusted */.X0)(root)} is an output root because ${(0,untrusted/* quoteUntrusted */.X0)(evidence[0])}${evidence.length > 1 ? ` and ${evidence.length - 1} more directories beside it hold passports` : ' beside it holds a passport'}: pin the roots with \`passport-gate init\``
            : '';
    out.report({
        rule: 'passport-missing',
        path: files[0],
        message: `output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds ${files.length} file(s) but no *.passport.json (missing provenance, integrity-audit mode 4${why}). Record the step that wrote them by running it again through run, at the repository root, naming what it read (the skill below is a guess from the directory name; fill in the rest): \`${runCommandFor(dir)}\`. A passport naming no inputs would vouch for nothing (hard rule 2).`,
    });
}
/**
 * The `run` command that gives output directory `dir` a record of the step that wrote it, as
 * printed in the passport-missing hint. The skill is a guess from the directory's name; the
 * version, the inputs and the command are placeholders to fill in, each one shell word, so the
 * command run as printed is refused before anything runs (its `--input` does not exist) and
 * writes nothing: a passport that names no inputs, which the old hint (`stamp --skill-version
 * unknown`) wrote, vouches for nothing (hard rule 2).
 */
function runCommandFor(dir) {
    const slug = external_node_path_default().posix
        .basename(dir)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 64)
        .replace(/^-+|-+$/g, '');
    return (0,untrusted/* escapeInvisible */.ts)(`passport-gate run ${(0,shell_word/* shellWord */.r)(dir)} --skill ${slug || 'unknown-step'} --skill-version '<version>' --input '<each file the step read>' --code '<its script>' -- '<the step command>'`);
}

;// CONCATENATED MODULE: ./src/rules/families/passport-document.ts
/**
 * The passport document, one at a time: JSON syntax and size, duplicate keys,
 * schema_version, the Material Passport v1 schema and failed steps
 * (formats/passport.ts checks the bytes; this family reports).
 */





const passportDocument = {
    name: 'passport-document',
    emits: listFamilyRules('passport-document'),
    wholeRun: false,
    checkPassport(record, parsed, positions, out) {
        checkRunId(record, out);
        if (record.problem) {
            // A file that cannot be read at all is file-access's; one over the cap is this family's.
            if (record.problem.reason === 'too-large') {
                out.report({
                    rule: 'passport-too-large',
                    path: record.path,
                    message: `the passport ${record.problem.detail}; split the output directory or raise max-passport-bytes.${describeAbsence(record)}`,
                });
            }
            return;
        }
        const check = (0,formats_passport/* checkPassportBytes */.Y$)(record.path, record.bytes, 
        // The light parse's summary is the one the full check would make of the same value.
        parsed && record.summary
            ? { value: parsed.value, summary: record.summary, scan: parsed.scan }
            : undefined);
        for (const finding of check.findings)
            out.report(check.document
                ? finding
                : { ...finding, message: `${finding.message}${describeAbsence(record)}` });
        if (check.document)
            positions.keep(record, check.document.locate);
    },
};
/**
 * passport-run-id-empty: seed 000 names a passport `<run-id>.passport.json`; a file named
 * `.passport.json` has no run id (and, a dotfile, is skipped by `ls` and shell globs such as
 * `*.passport.json`, so the consumer of protocol step 1 does not find it).
 */
function checkRunId(record, out) {
    if (external_node_path_default().posix.basename(record.path) !== formats_passport/* PASSPORT_SUFFIX */.zb)
        return;
    const dir = record.dir === '.' ? '' : `${record.dir}/`;
    out.report({
        rule: 'passport-run-id-empty',
        path: record.path,
        message: `the passport's file name has no run id (<run-id>.passport.json); name it after its run: ${(0,untrusted/* escapeInvisible */.ts)(`mv ${(0,shell_word/* shellWord */.r)(record.path)} ${(0,shell_word/* shellWord */.r)(`${dir}run${formats_passport/* PASSPORT_SUFFIX */.zb}`)}`)}`,
    });
}
/**
 * What a refused passport means for the rest of the audit, appended to its finding: it is
 * absent for every other rule (nothing it lists is checked, its id resolves nothing, and its
 * directory's files are not reported one by one).
 */
function describeAbsence(record) {
    return ` Until it can be read the audit treats it as absent: nothing in ${(0,untrusted/* quoteUntrusted */.X0)(record.dir)} was verified, and passports consuming it are told it cannot be read.`;
}

;// CONCATENATED MODULE: ./src/rules/families/run-level.ts
/**
 * The run as a whole, judged after every other family: what the walk could not
 * list, a change that could not be placed or touched nothing, a config naming
 * output directories where there are no passports, and what the caller found
 * before the audit (`config-changed`).
 */



const runLevel = {
    name: 'run-level',
    emits: listFamilyRules('run-level'),
    wholeRun: true,
    async check(facts, out) {
        const { config, layout, scope, tree, runFindings, judged, unseenGitlinks = [] } = facts;
        for (const f of runFindings)
            out.report(f);
        // The skill graph is policy too: the checkout's change to it, compared with the base's.
        for (const f of await describeGraphChanges(facts))
            out.report(f);
        for (const rel of unseenGitlinks)
            out.report({
                rule: 'submodule-unverified',
                path: rel,
                message: `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a git submodule checked out without its content, so the gate cannot see what it holds; check submodules out (actions/checkout with submodules: true, or git submodule update --init), or keep outputs out of submodules.`,
            });
        const { changes } = scope;
        if (changes.files === null &&
            config.outputs.length > 0 &&
            layout.passportPaths.length === 0 &&
            !config.allowEmpty) {
            out.report({
                rule: 'outputs-empty',
                path: '',
                message: 'the config names output directories (outputs:) but the repository holds no passports; stamp the outputs, or set allow-empty: true.',
            });
        }
        for (const problem of tree.problems)
            out.report(describeWalkProblem(problem));
        if (changes.unplaceable !== undefined) {
            out.report({
                rule: 'scope-widened',
                path: '',
                message: `changed file ${(0,untrusted/* quoteUntrusted */.X0)(changes.unplaceable)} is not a repository-relative path as git prints one, so the change could not be placed; every output directory was audited.`,
            });
        }
        if (changes.files !== null &&
            scope.fullDirs.size === 0 &&
            judged.length === 0 &&
            unseenGitlinks.length === 0) {
            out.report({
                rule: 'scope-empty',
                path: '',
                message: `${changes.files.size} changed file(s), none in an output directory or handoff file; nothing needed auditing.`,
            });
        }
    },
};
/** The finding for something the walk could not list. */
function describeWalkProblem(problem) {
    if (problem.kind === 'unlistable') {
        return {
            rule: 'directory-unreadable',
            path: problem.rel,
            message: `directory ${(0,untrusted/* quoteUntrusted */.X0)(problem.rel)} could not be listed (${problem.code}), so nothing below it was audited; make it readable, or add it to ignore: in .passport-gate.yml if it holds no outputs.`,
        };
    }
    const what = problem.entryKind === 'dir' ? 'directory' : 'file';
    const below = problem.entryKind === 'dir' ? 'it and everything below it were' : 'it was';
    // The decoded name (with U+FFFD) anchors the finding; the message spells the bytes exactly.
    const decoded = problem.name.toString('utf8');
    return {
        rule: 'path-not-utf8',
        path: problem.parent === '.' ? decoded : `${problem.parent}/${decoded}`,
        message: `${what} name ${(0,untrusted/* spellBytes */.Gy)(problem.name)} in ${(0,untrusted/* quoteUntrusted */.X0)(problem.parent)} is not valid UTF-8: no passport can name it, so ${below} not audited; rename it with UTF-8 text.`,
    };
}

;// CONCATENATED MODULE: ./src/rules/families/index.ts
/**
 * The rule families, above the rule registry (core/rule-registry.ts), whose rows
 * name the family that emits each rule (__tests__/rules/families.test.ts), in
 * the order the audit pipeline (audit/pipeline.ts) runs them.
 *
 * Adding a rule: a row in core/rule-registry.ts naming its family, its check in
 * that family (its `emits` comes from the registry), its section in
 * docs/rules.md, and tests (a family test on in-memory facts, and an
 * end-to-end case when it needs the disk).
 */











/** Each passport in scope, one at a time: while it is read (all mode), or after the scope. */
const PASSPORT_FAMILY = passportDocument;
/**
 * Rules that need the passports, not the digests: they run while the threads are still
 * hashing, rather than after the wait for the digests.
 */
const BEFORE_DIGESTS = [
    outputDirectories,
    chain,
    citations,
    handoffs,
    engineRecords,
];
/** Rules that need the digests. */
const AFTER_DIGESTS = [
    fileAccess,
    artifactDigests,
    externalInputs,
    attestations,
];
/** The run as a whole, last: it sees what the others judged. */
const RUN_LEVEL = runLevel;
/** Every family. */
const FAMILIES = [
    PASSPORT_FAMILY,
    ...BEFORE_DIGESTS,
    ...AFTER_DIGESTS,
    RUN_LEVEL,
];

;// CONCATENATED MODULE: ./src/audit/fold-causes.ts



/** The rules folded, in the order the one that stays (the carrier) is chosen. */
const CARRIERS = [
    // chain-stale first: the audit's chain-stale findings are the diff's re-run plan, step for
    // step (hostile/changed-scope-property.test.ts), so it is never folded into another.
    'chain-stale',
    'input-missing',
    'input-unprovenanced',
    'chain-time-order',
];
/**
 * Folds, in place, the findings of each consumer input whose upstream failed or no longer
 * lists it into one finding naming that upstream (the root cause). Returns `findings`.
 */
function foldUpstreamCauses(findings, facts) {
    const foldable = new Map();
    for (const f of findings) {
        if (!CARRIERS.includes(f.rule))
            continue;
        const list = foldable.get(f.path);
        if (list)
            list.push(f);
        else
            foldable.set(f.path, [f]);
    }
    if (foldable.size === 0)
        return findings;
    const replaced = new Map();
    for (const record of facts.passports.records) {
        const own = foldable.get(record.path);
        if (own)
            foldConsumer(record, own, facts, replaced);
    }
    if (replaced.size === 0)
        return findings;
    const kept = findings.flatMap((f) => {
        const r = replaced.get(f);
        return r === undefined ? [f] : r === null ? [] : [r];
    });
    findings.splice(0, findings.length, ...kept);
    return findings;
}
/** The folds of one consumer: one per input whose upstream explains its findings. */
function foldConsumer(consumer, own, facts, replaced) {
    const summary = consumer.summary;
    if (!summary)
        return;
    for (const input of summary.inputs) {
        const rel = facts.paths.rel(input.path, consumer.dir);
        if (rel === null)
            continue;
        const upstream = findUpstream(consumer, rel, facts);
        if (!upstream)
            continue;
        const failed = upstream.summary?.errors.some(core_passport/* isFailure */.N6) === true;
        const lost = !upstream.summary?.outputs.some((o) => facts.paths.rel(o.path, upstream.dir) === rel);
        if (!failed && !lost)
            continue;
        const consumedAt = summary.consumed.indexOf(upstream.id ?? '');
        const group = own.filter((f) => !replaced.has(f) &&
            (f.pointer?.startsWith(`/inputs/${input.index}/`) === true ||
                (f.rule === 'chain-stale' && f.pointer === `/consumed_passports/${consumedAt}`) ||
                // chain-time-order sits at /created_at, one per producer: its message names the
                // producer's path, quoted as every finding quotes a path.
                (f.rule === 'chain-time-order' && f.message.includes((0,untrusted/* quoteUntrusted */.X0)(upstream.path)))));
        // A single finding already says what it says; a failed upstream is named even then.
        if (group.length === 0 || (group.length === 1 && !failed))
            continue;
        const carrier = [...group].sort((a, b) => CARRIERS.indexOf(a.rule) - CARRIERS.indexOf(b.rule))[0];
        const severity = group.reduce((s, f) => (SEVERITY_RANK[f.severity] > SEVERITY_RANK[s] ? f.severity : s), carrier.severity);
        const others = [...new Set(group.filter((f) => f !== carrier).map((f) => f.rule))];
        const cause = failed
            ? `root cause upstream: ${(0,untrusted/* quoteUntrusted */.X0)(upstream.path)} records a failed step (its exit-nonzero); fix and re-run that step first, then this one`
            : `root cause upstream: ${(0,untrusted/* quoteUntrusted */.X0)(upstream.path)} no longer lists ${(0,untrusted/* quoteUntrusted */.X0)(rel)} as an output (its step lost, renamed or deleted it)`;
        const folded = others.length > 0 ? ` (one cause, folded here: ${others.join(', ')})` : '';
        for (const f of group)
            replaced.set(f, null);
        replaced.set(carrier, {
            ...carrier,
            severity,
            message: `${cause}${folded}. ${carrier.message}`,
        });
    }
}
/**
 * The passport an input of `consumer` came from: the re-run plan's producer of it (the base's
 * when the run has a base), else the passport of the output directory that holds it (the one
 * the consumer consumes, when that directory has several).
 */
function findUpstream(consumer, rel, facts) {
    const step = facts.stale.find((s) => s.path === consumer.path);
    const via = step?.reasons.find((r) => r.kind === 'input' && r.artifact === rel)?.via_path;
    const records = facts.passports.records;
    if (via) {
        const found = records.find((r) => r.path === via);
        if (found && found !== consumer)
            return found;
    }
    const owner = facts.layout.ownerOf(rel);
    if (owner === null || owner === consumer.dir)
        return undefined;
    const inDir = records.filter((r) => r.dir === owner && r !== consumer);
    const consumed = new Set(consumer.summary?.consumed ?? []);
    return (inDir.find((r) => r.id !== null && consumed.has(r.id)) ??
        (inDir.length === 1 ? inDir[0] : undefined));
}

;// CONCATENATED MODULE: ./src/core/findings.ts
/**
 * Building findings: severity comes from the registry unless the config
 * overrides it, and `off` drops the finding. Every producer of findings goes
 * through {@link FindingSink}, so overrides apply uniformly.
 */

/**
 * What makes two findings one: every field a report line shows. The audit keeps one finding
 * per key and the merge of shard reports (audit/merge.ts) collapses by the same key, so a
 * fact met twice (a consumed id listed twice meets its producer twice) is one finding in both.
 */
function findingKey(f) {
    return JSON.stringify([
        f.rule,
        f.severity,
        f.path,
        f.line ?? null,
        f.column ?? null,
        f.pointer ?? null,
        f.passport_id ?? null,
        f.message,
    ]);
}
/** Collects findings, applying severity overrides; one finding per {@link findingKey}. */
class FindingSink {
    overrides;
    findings = [];
    keys = new Set();
    constructor(overrides = {}) {
        this.overrides = overrides;
    }
    /** Adds one finding (dropped when its rule is turned off, or when it was already added). */
    add(input) {
        const severity = this.overrides[input.rule] ?? getRule(input.rule).defaultSeverity;
        if (severity === 'off')
            return;
        const finding = {
            rule: input.rule,
            severity,
            message: input.message,
            path: input.path,
        };
        if (input.line !== undefined)
            finding.line = input.line;
        if (input.column !== undefined)
            finding.column = input.column;
        if (input.pointer !== undefined)
            finding.pointer = input.pointer;
        if (input.passport_id !== undefined)
            finding.passport_id = input.passport_id;
        const key = findingKey(finding);
        if (this.keys.has(key))
            return;
        this.keys.add(key);
        this.findings.push(finding);
    }
    /** Adds many findings. */
    addAll(inputs) {
        for (const i of inputs)
            this.add(i);
    }
}
/**
 * Orders findings along the chain, then by path, then line, then severity (most severe first),
 * then rule: stable output for diffs. `depthOf` gives a directory's depth in the
 * consumed_passports graph (0 for a producer nothing feeds; see {@link describeChainDepths}),
 * so a root cause upstream is read before the consumers it breaks, whatever the directories'
 * names; run-level findings (no path) come first. Without it: by path alone.
 */
function sortFindings(findings, depthOf = () => 0) {
    const depth = (f) => (f.path === '' ? -1 : depthOf(findings_dirnameOf(f.path)));
    return findings.sort((a, b) => depth(a) - depth(b) ||
        (a.path < b.path ? -1 : a.path > b.path ? 1 : 0) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        SEVERITY_RANK[b.severity] - SEVERITY_RANK[a.severity] ||
        (a.rule < b.rule ? -1 : a.rule > b.rule ? 1 : 0) ||
        (a.message < b.message ? -1 : a.message > b.message ? 1 : 0));
}
const findings_dirnameOf = (rel) => {
    const i = rel.lastIndexOf('/');
    return i < 0 ? '.' : rel.slice(0, i);
};
/**
 * Each passport directory's depth along the report's consumed_passports graph (a producer
 * nothing feeds: 0; a consumer: one more than its deepest producer; an edge on a cycle is not
 * followed twice), for {@link sortFindings}. Read from the report's graph, so an audit and the
 * merge of its shard reports order alike. A directory not in the graph: 0.
 */
function describeChainDepths(graph) {
    const producers = new Map();
    for (const e of graph.edges) {
        const list = producers.get(e.from);
        if (list)
            list.push(e.to);
        else
            producers.set(e.from, [e.to]);
    }
    const depths = new Map();
    const visiting = new Set();
    const depthOfId = (id) => {
        const known = depths.get(id);
        if (known !== undefined)
            return known;
        if (visiting.has(id))
            return 0;
        visiting.add(id);
        let d = 0;
        for (const p of producers.get(id) ?? [])
            d = Math.max(d, depthOfId(p) + 1);
        visiting.delete(id);
        depths.set(id, d);
        return d;
    };
    const byDir = new Map();
    for (const n of graph.nodes) {
        if (n.path === null)
            continue;
        const dir = findings_dirnameOf(n.path);
        byDir.set(dir, Math.max(byDir.get(dir) ?? 0, depthOfId(n.id)));
    }
    return (dir) => byDir.get(dir) ?? 0;
}
/** Counts findings by severity. */
function countBySeverity(findings) {
    const counts = { error: 0, warning: 0, notice: 0 };
    for (const f of findings)
        counts[f.severity]++;
    return counts;
}

;// CONCATENATED MODULE: ./src/audit/recorder.ts
/**
 * What the rule families of one run put out: findings (through the sink, so
 * the config's severities apply), the artifacts they verified and the handoff
 * documents they judged; all of it goes into the report (report.ts). Each
 * family reports through a guard that holds it to its declared `emits`.
 */

/** The output of every family of one run. */
class RunRecorder {
    sink;
    /** Outputs whose digest and size matched. */
    artifactsVerified = 0;
    /** Per passport path: artifacts verified from a Git LFS pointer instead of content. */
    lfsByPassport = new Map();
    handoffs = [];
    constructor(overrides) {
        this.sink = new FindingSink(overrides);
    }
    report(finding) {
        this.sink.add(finding);
    }
    verified(check, byLfsPointer) {
        // Counted once verified: the report says which artifacts were checked by pointer only.
        if (byLfsPointer)
            this.lfsByPassport.set(check.record.path, (this.lfsByPassport.get(check.record.path) ?? 0) + 1);
        if (check.kind === 'outputs')
            this.artifactsVerified++;
    }
    judged(document) {
        this.handoffs.push(document);
    }
}
/**
 * `out` for one family: a finding whose rule the family did not declare in `emits` is a
 * programming error (the registry, docs/rules.md and the family would disagree about who
 * reports it), and fails the run loudly instead of reaching a report.
 */
function guardOutput(family, out) {
    const declared = new Set(family.emits);
    return {
        report: (finding) => {
            if (!declared.has(finding.rule))
                throw new Error(`rule family ${family.name} reported ${finding.rule}, which it does not declare`);
            out.report(finding);
        },
        verified: (check, byLfsPointer) => out.verified(check, byLfsPointer),
        judged: (document) => out.judged(document),
    };
}

;// CONCATENATED MODULE: ./src/util/version.ts
/** The tool version, kept in step with package.json by scripts/bundle.mjs and a test. */
const version_VERSION = '0.1.0';

;// CONCATENATED MODULE: ./src/audit/verdict.ts
/**
 * The one verdict: every status a report shows — each passport's, each
 * handoff document's, the findings that belong to neither, `passed`, and
 * through `passed` the exit code and the check run's conclusion — is computed
 * here, from the findings and `fail-on` alone. The audit pipeline, the handoff audit
 * and the shard merge all call it, so no surface can say "pass" while another
 * says "fail" (a report failing at `--fail-on warning` while every passport
 * showed `pass` was the defect this module exists to prevent).
 *
 * A finding belongs to the passports of the output directory that owns its
 * path — the passport file itself, or any path below that directory that no
 * nearer output directory owns: the layout's and `stamp`'s ownership rule
 * (repo/ownership.ts createFindingOwnerLookup), so the passport a finding fails
 * is the one whose re-stamp can clear it — or to the handoff document at its
 * path (an acknowledgment's findings belong to its packet). What belongs to
 * none — an output directory without a passport, a run-level finding — is
 * counted as `unattributed`, and fails like any other subject.
 */





/**
 * The report's summary: what the run counted (passports in scope, artifacts verified, bytes
 * hashed) beside the verdict's counts. One shape for an audit's report and a merge of shards'.
 */
function summarize(verdict, failOn, run) {
    return {
        passports: run.passports,
        artifacts_verified: run.artifactsVerified,
        bytes_hashed: run.bytesHashed,
        ...verdict.counts,
        fail_on: failOn,
        passed: verdict.passed,
        unattributed: verdict.unattributed,
    };
}
/** The paths of the passports that fail: the chain graph marks them. */
function listFailingPassports(verdict) {
    return new Set(verdict.passports.filter((p) => p.status === 'fail').map((p) => p.path));
}
/** pass or fail for one subject's findings: fail when any is at or above `failOn` (never: nothing fails). */
function statusOf(own, failOn) {
    return own.some((f) => isFailing(f.severity, failOn)) ? 'fail' : 'pass';
}
function setCounts(subject, own, failOn) {
    const c = countBySeverity(own);
    return {
        ...subject,
        errors: c.error,
        warnings: c.warning,
        notices: c.notice,
        status: statusOf(own, failOn),
    };
}
/**
 * Decides the verdict of a report's findings under `failOn`. `passports` and `handoffs` are
 * the subjects the report shows (their counts and statuses are recomputed, never trusted).
 * Invariant, held by a property test: `passed` is true exactly when every passport, every
 * handoff document and the unattributed findings pass.
 */
function decideVerdict(input) {
    const { findings, failOn } = input;
    const passportsByPath = new Map();
    const passportsByDir = new Map();
    input.passports.forEach((p, i) => {
        passportsByPath.set(p.path, [...(passportsByPath.get(p.path) ?? []), i]);
        passportsByDir.set(p.directory, [...(passportsByDir.get(p.directory) ?? []), i]);
    });
    const handoffByPath = new Map();
    input.handoffs.forEach((h, i) => {
        handoffByPath.set(h.path, i);
        if (h.kind === 'packet')
            handoffByPath.set((0,ack_path/* ackPathOf */.o)(h.path), i);
    });
    const passportFindings = input.passports.map(() => []);
    const handoffFindings = input.handoffs.map(() => []);
    const unattributed = [];
    const ownerOf = createFindingOwnerLookup(new Set([...(input.outputDirs ?? []), ...passportsByDir.keys()]));
    /** The passports of the output directory that owns `rel` (none: it has no passport here). */
    const ownersOf = (rel) => {
        const owner = ownerOf(rel);
        return owner === null ? undefined : passportsByDir.get(owner);
    };
    for (const f of findings) {
        const handoff = handoffByPath.get(f.path);
        if (handoff !== undefined) {
            handoffFindings[handoff].push(f);
            continue;
        }
        const owners = passportsByPath.get(f.path) ?? ownersOf(f.path);
        if (owners === undefined)
            unattributed.push(f);
        else
            for (const i of owners)
                passportFindings[i].push(f);
    }
    const passports = input.passports.map((p, i) => setCounts(p, passportFindings[i], failOn));
    const handoffs = input.handoffs.map((h, i) => setCounts(h, handoffFindings[i], failOn));
    const other = setCounts({ path: '', errors: 0, warnings: 0, notices: 0, status: 'pass' }, unattributed, failOn);
    const c = countBySeverity(findings);
    return {
        passed: statusOf(findings, failOn) === 'pass',
        counts: { errors: c.error, warnings: c.warning, notices: c.notice },
        passports,
        handoffs,
        unattributed: {
            errors: other.errors,
            warnings: other.warnings,
            notices: other.notices,
            status: other.status,
        },
    };
}
/** The CLI's exit code for a report: 0 when it passed, 1 when a finding is at or above fail-on. */
function exitCodeOf(report) {
    return report.summary.passed ? EXIT_OK : EXIT_FINDINGS;
}

;// CONCATENATED MODULE: ./src/audit/report.ts
/**
 * The last stage: the report of a run, from the facts and what the rule
 * families put out. Every status in it comes from the one verdict (verdict.ts).
 */






/** Builds the report of a run. */
function buildReport(input) {
    const { scope, recorder, failOn, layout } = input;
    const findings = recorder.sink.findings;
    const attestationByPassport = new Map((input.attestations ?? []).map((c) => [c.record.path, c.report]));
    const verdict = decideVerdict({
        findings,
        failOn,
        outputDirs: layout.outputDirs,
        passports: scope.passports.map((r) => report_describePassport(r, recorder.lfsByPassport, attestationByPassport)),
        handoffs: recorder.handoffs.map((h) => ({
            ...h,
            status: 'pass',
            errors: 0,
            warnings: 0,
            notices: 0,
        })),
    });
    const failingPaths = listFailingPassports(verdict);
    const graph = buildChainGraph(input.chain, failingPaths);
    // Along the chain: a root cause upstream is read before the consumers it breaks.
    sortFindings(findings, describeChainDepths(graph));
    const changed = scope.changes.files;
    return {
        report_version: '1',
        tool: { name: 'passport-gate', version: version_VERSION },
        root: input.root,
        scope: {
            mode: scope.mode,
            changed_files: changed?.size ?? 0,
            directories: [...scope.dirs].sort(),
            ...(scope.shard ? { shard: scope.shard } : {}),
            ...(layout.inferredRoots.size > 0
                ? { inferred_outputs: describeInferredRoots(layout.inferredRoots, layout.passportPaths) }
                : {}),
        },
        summary: summarize(verdict, failOn, {
            passports: scope.passports.length,
            artifactsVerified: recorder.artifactsVerified,
            bytesHashed: input.bytesHashed,
        }),
        findings,
        passports: verdict.passports,
        handoffs: verdict.handoffs,
        graph,
    };
}
/** A scoped passport's line in the report (counts and status filled in by the verdict). */
function report_describePassport(r, lfsByPassport, attestations) {
    const status = {
        path: r.path,
        directory: r.dir,
        passport_id: r.summary?.id ?? null,
        skill: r.summary?.skill ?? null,
        status: 'pass',
        errors: 0,
        warnings: 0,
        notices: 0,
        artifacts: r.summary?.outputs.length ?? 0,
    };
    const lfs = lfsByPassport.get(r.path);
    if (lfs)
        status.lfs_pointers = lfs;
    const method = r.summary?.recordedBy?.method;
    // Only the two methods the schema names: another value says nothing a reviewer can rely on.
    if (method === 'run' || method === 'stamp')
        status.recorded_by = method;
    const attestation = attestations.get(r.path);
    if (attestation)
        status.attestation = attestation;
    return status;
}
/** The report's account of the inferred output roots: each root, its glob, its evidence. */
function describeInferredRoots(roots, passportPaths) {
    const passportsByDir = new Map();
    for (const p of passportPaths) {
        const dir = (0,relative_path/* relativeDirname */.RV)(p);
        const list = passportsByDir.get(dir);
        if (list)
            list.push(p);
        else
            passportsByDir.set(dir, [p]);
    }
    return [...roots].map(([root, dirs]) => ({
        root,
        glob: globForRoot(root),
        passports: dirs.flatMap((d) => passportsByDir.get(d) ?? []).sort(),
    }));
}

;// CONCATENATED MODULE: ./src/audit/pipeline.ts
























/**
 * Runs an audit and returns its report. Throws ConfigurationError when the
 * root is unusable; everything the repository contains becomes a finding.
 */
async function audit(options) {
    return (await runPipeline(options, false)).report;
}
/** {@link audit}, keeping every passport as read (their values stay alive to the end). */
function auditRepository(options) {
    return runPipeline(options, true);
}
function runPipeline(options, keepPassports) {
    return withHashPool({ pool: options.pool, threads: options.hashThreads }, (pool) => auditWith(options, pool, keepPassports));
}
async function auditWith(options, pool, keepPassports) {
    const { signal, shard } = options;
    const given = options.config ?? { ...DEFAULT_CONFIG };
    const config = options.engine ? { ...given, engine: options.engine } : given;
    const changes = interpretChanges(options.changedFiles);
    const recorder = new RunRecorder(config.rules);
    const checkPassport = PASSPORT_FAMILY.checkPassport;
    const passportOut = guardOutput(PASSPORT_FAMILY, recorder);
    const tree = await walkRepository(options.root, config, signal);
    const digests = createDigestService(tree, {
        pool,
        threads: 0,
        signal,
        onProgress: options.onProgress,
        lfsManaged: options.lfsManaged,
        known: options.knownDigests,
    });
    // With every passport in scope (all mode, unsharded), each is checked right after it is
    // read, while its parsed value is young: kept for a later pass it would survive collections.
    const everyPassportInScope = changes.files === null && !shard;
    let attestations = Promise.resolve(undefined);
    const gathered = await gatherFacts({
        tree,
        config,
        changes,
        shard,
        reader: digests.reader,
        base: options.base,
        policyBase: options.policyBase,
        ignored: options.ignored,
        filesRead: options.filesRead,
        signal,
        read: {
            keepValues: changes.files === null && shard !== undefined,
            keepAsRead: keepPassports,
            onRead: everyPassportInScope
                ? (record, parsed, set) => checkPassport(record, parsed, set.positions, passportOut)
                : undefined,
        },
        // Hashing starts on what the layout says the passports will list.
        onLayout: (layout) => {
            if (!shard)
                digests.prefetch(listSpeculativeFiles(tree, layout, changes));
        },
        // Each scoped passport's bundle is verified while the threads hash; awaited after the rules
        // below, so a refusal (a trusted key missing) must not count as unhandled meanwhile.
        onScope: (scope) => {
            attestations = verifyAttestations(options, config, scope.passports, tree, digests.reader);
            attestations.catch(() => undefined);
        },
    });
    const { passports, scope, plan } = gathered;
    // Beside stage 2: the citation lock in force (the registries', the base's or the checkout's).
    const citations = await readCitations(options, changes);
    // What the speculation did not cover hashes while the rules below run.
    digests.request(plan.checks, recordedSizesOf(passports));
    // External inputs hash meanwhile, only under the config's external-inputs locations.
    const externals = verifyExternals(plan.externals, config.externalInputs);
    const runFindings = options.runFindings ?? [];
    const gitlinks = scope.leadsRun
        ? findUnseenGitlinks(tree.entries, gathered.layout, changes, options.gitlinks)
        : Promise.resolve([]);
    // Beside stage 2: the workflow engine's record of the scope's outputs, the second witness.
    const engine = config.engine === 'none' ? undefined : await readEngineOf(gathered, tree);
    const facts = {
        ...gathered,
        runFindings,
        citations,
        ...(options.ignored ? { ignored: options.ignored } : {}),
        ...(engine ? { engine } : {}),
    };
    // 5 rules that need no digests
    if (!everyPassportInScope)
        for (const r of scope.passports)
            checkPassport(r, passports.takeValue(r), passports.positions, passportOut);
    await runFamilies(BEFORE_DIGESTS, facts, scope.leadsRun, recorder);
    // 6 wait for the digests; 7 the rules that need them, then the run as a whole
    const digestFacts = {
        ...facts,
        digests: await digests.settle(),
        externals: await externals,
        attestations: await attestations,
    };
    await runFamilies(AFTER_DIGESTS, digestFacts, scope.leadsRun, recorder);
    await runFamilies([RUN_LEVEL], {
        ...digestFacts,
        runFindings: [...runFindings, ...(options.lateRunFindings?.() ?? [])],
        judged: recorder.handoffs,
        unseenGitlinks: await gitlinks,
    }, scope.leadsRun, recorder);
    // One cause, one finding: a consumer's findings its failed or lost upstream explains.
    foldUpstreamCauses(recorder.sink.findings, gathered);
    // 8 verdict
    if (options.filesRead)
        recordFilesRead(options.filesRead, tree, gathered, citations.origin);
    const failOn = options.failOn ?? 'error';
    const bytesHashed = digestFacts.digests.bytesHashed;
    const report = buildReport({
        root: options.root,
        failOn,
        scope,
        layout: gathered.layout,
        chain: gathered.chain,
        recorder,
        bytesHashed,
        attestations: digestFacts.attestations,
    });
    return { report, passports: keepPassports ? passports.asRead() : [] };
}
/**
 * Stages 1 to 4 over a walked tree: the layout, the passports and handoff files read, the
 * scope, the chain and the re-run plan, and the artifacts to hash. The audit runs them here,
 * and so do the rule-family tests on a tree in memory (__tests__/helpers/facts.ts), so the
 * two cannot drift apart.
 */
async function gatherFacts(input) {
    const { tree, config, changes, shard } = input;
    // 1 discover (the walk is the caller's: the digest service hashes from it)
    const changedPassports = [...(changes.files ?? [])].filter(formats_passport/* isPassportPath */._u);
    const ignoredDocuments = await listIgnoredDocuments(tree, config, input.ignored);
    const layout = buildLayout(tree, config, {
        ignoredPassports: ignoredDocuments,
        deletedPassports: listGonePassports(changes, tree, input.base),
        changedPassports,
        ...(input.base ? { basePassports: listBasePassports(input.base, changedPassports) } : {}),
    });
    input.onLayout?.(layout);
    // 2 read
    const passports = await readPassports(layout.passportPaths, input.reader, {
        maxBytes: config.maxPassportBytes,
        signal: input.signal,
        ...input.read,
    });
    const leadsRun = !shard || shard.index === 1;
    const handoffs = leadsRun
        ? await readHandoffDocuments(leaveOutIgnored(recordDocumentReads(tree, input.filesRead), ignoredDocuments), layout, config, changes, input.policyBase)
        : NO_HANDOFF_DOCUMENTS;
    // 3 scope; the re-run plan (every shard needs it: input-missing names its steps)
    const paths = createArtifactPaths(config.pathBase);
    const scope = await selectScope({ tree, layout, passports, changes, shard, paths });
    const chain = scope.leadsRun
        ? indexChain(passports.records, { inScope: (r) => scope.fullDirs.has(r.dir), paths })
        : EMPTY_CHAIN;
    const { base, stale } = planStaleSteps(input, passports.records, paths, chain);
    input.onScope?.(scope);
    // 4 plan
    const plan = await planArtifacts(scope, tree, paths);
    return { config, tree, layout, passports, handoffs, scope, chain, plan, paths, stale, base };
}
/** The tree as the handoff documents are read from it, each read noted in `filesRead` when given. */
function recordDocumentReads(tree, filesRead) {
    if (!filesRead)
        return tree;
    return {
        entries: tree.entries,
        has: (rel) => tree.has(rel),
        readContained: (rel, maxBytes) => {
            filesRead.add(rel);
            return tree.readContained(rel, maxBytes);
        },
    };
}
/**
 * The working-tree files whose bytes the audit judged (AuditOptions.filesRead), but the
 * handoff documents, noted as they were read: the passports, each artifact check's path as
 * listed and the file it reaches (a tracked symlink may lead to an untracked file), every
 * attestation bundle beside a scoped passport, and the citation lock when the checkout's was
 * in force.
 */
function recordFilesRead(filesRead, tree, { layout, plan, scope }, lockOrigin) {
    for (const rel of layout.passportPaths)
        filesRead.add(rel);
    for (const check of plan.checks) {
        filesRead.add(check.rel);
        filesRead.add(tree.relOf(check.file));
    }
    for (const record of scope.passports) {
        const bundle = (0,formats_passport/* attestationPathFor */.PF)(record.path);
        if (tree.has(bundle))
            filesRead.add(bundle);
    }
    if (lockOrigin === 'checkout' && tree.has(CITATION_LOCK_FILE))
        filesRead.add(CITATION_LOCK_FILE);
}
/**
 * The passports, handoff documents and acknowledgments of the walk that git ignores (one
 * batched question, under the rules in force; none without rules): no part of the commit, so
 * not read (repo/layout.ts LayoutOptions.ignoredPassports takes the passports among them).
 */
async function listIgnoredDocuments(tree, config, ignored) {
    if (!ignored)
        return new Set();
    const isHandoff = (0,globs/* compileGlobs */.t)([...config.envelopes, ...config.skillGraphs, ...config.packets], 'handoff globs');
    // Acknowledgments too: an ignored .ack beside a committed packet is none in a clean checkout.
    const documents = tree.entries
        .filter((e) => e.kind !== 'dir' &&
        ((0,formats_passport/* isPassportPath */._u)(e.rel) || e.rel.endsWith(ack_path/* ACK_SUFFIX */.m) || isHandoff(e.rel)))
        .map((e) => e.rel);
    return documents.length > 0 ? ignored(documents) : new Set();
}
/**
 * The tree as the handoff documents are selected and read from it, without the documents git
 * ignores ({@link listIgnoredDocuments}): CI's clean checkout has none of them.
 */
function leaveOutIgnored(tree, ignored) {
    if (ignored.size === 0)
        return tree;
    return {
        entries: tree.entries.filter((e) => !ignored.has(e.rel)),
        has: (rel) => !ignored.has(rel) && tree.has(rel),
        readContained: (rel, maxBytes) => tree.readContained(rel, maxBytes),
    };
}
/**
 * The base's passports (when the caller read them) and the re-run plan over the head's: one
 * computation with the diff's (repo/stale.ts), so its stale list and the audit's agree.
 */
function planStaleSteps(options, records, paths, chain) {
    const normalize = (raw, dir) => paths.rel(raw, dir) ?? raw;
    const base = options.base ? readBaseNodes(options.base.passports, normalize) : null;
    // The chain indexes every passport's outputs (all of them, not only the scope's): where it
    // lists an input's path at that digest alone, no passport can make the input stale. A path
    // that does not normalize is not in it (a refused spelling is never a normalized path), so
    // it is left to the full question. A shard that does not lead has no chain: the empty
    // index agrees with nothing.
    const agrees = (raw, dir, sha256) => {
        const rel = paths.rel(raw, dir);
        if (rel === null)
            return false;
        const digests = chain.producerDigestsAt(rel);
        return digests === undefined
            ? chain !== EMPTY_CHAIN
            : digests.size === 1 && digests.has(sha256);
    };
    const stale = planAuditReruns(records, options.base?.passports ?? null, normalize, base ?? [], agrees);
    return { base, stale };
}
/** The citation lock in force (repo/citation-lock.ts): the registries', the base's or the checkout's. */
function readCitations(options, changes) {
    return readCitationFacts({
        root: options.root,
        base: options.policyBase,
        answers: options.citationAnswers,
        changed: changes.files,
    });
}
/** The engine's records (repo/snakemake-records.ts) of the outputs the scope's passports list. */
function readEngineOf({ scope, paths }, tree) {
    const outputs = [];
    for (const r of scope.passports)
        for (const o of r.summary?.outputs ?? []) {
            const rel = paths.rel(o.path, r.dir);
            if (rel !== null)
                outputs.push(rel);
        }
    return readEngineRecords(tree, outputs);
}
/**
 * The files hashed on speculation: in a repository that passes, the regular files of the
 * output directories in scope are exactly what their passports list (all mode: every output
 * directory; changed mode: the owners of the changed paths). Not for a shard: its scope needs
 * the parsed passports.
 */
function listSpeculativeFiles(tree, layout, changes) {
    const dirs = changes.files === null
        ? layout.outputDirs
        : new Set([...changes.files].map(layout.ownerOf).filter((d) => d !== null));
    const files = [];
    for (const dir of dirs)
        for (const f of layout.ownedFiles(dir))
            if (tree.isListedRegular(f))
                files.push(f);
    return files;
}
/**
 * Hashes each external input under the location that holds it (hash/external.ts); each
 * file once, however many passports record it.
 */
function verifyExternals(listings, locations) {
    const byPath = new Map();
    return Promise.all(listings.map(async (listing) => {
        let outcome = byPath.get(listing.ref.path);
        if (!outcome)
            byPath.set(listing.ref.path, (outcome = hashExternalFile(locations, listing.ref.path)));
        return { listing, outcome: await outcome };
    }));
}
/** The stage of attest/passports.ts, when the config asks anything of attestations. */
async function verifyAttestations(options, config, passports, tree, reader) {
    if (!usesAttestations(config))
        return undefined;
    // Loaded only when the config asks for attestations: sigstore-js is start-up time every
    // other audit would pay (docs/performance.md).
    const [{ checkAttestations }, { prepareVerifier }] = await Promise.all([
        __nccwpck_require__.e(/* import() */ 238).then(__nccwpck_require__.bind(__nccwpck_require__, 238)),
        Promise.all(/* import() */[__nccwpck_require__.e(168), __nccwpck_require__.e(191)]).then(__nccwpck_require__.bind(__nccwpck_require__, 191)),
    ]);
    const verifier = options.attestationVerifier ??
        (await prepareVerifier(config.attestations, options.trustedFiles ?? workingTreeFiles(options.root)));
    return checkAttestations({
        config,
        passports,
        exists: (rel) => tree.has(rel),
        reader,
        verifier,
    });
}
/** The sizes the passports record for some output spellings (the digest service asks). */
function recordedSizesOf(passports) {
    return (spellings) => {
        const declared = new Map();
        for (const r of passports.records) {
            for (const o of r.summary?.outputs ?? [])
                if (o.sizeBytes !== null && spellings.has(o.path))
                    declared.set(o.path, o.sizeBytes);
        }
        return declared;
    };
}
/** Runs families in order, each held to its `emits`; whole-run families only when this run leads. */
async function runFamilies(families, facts, leadsRun, out) {
    for (const family of families) {
        if (family.wholeRun && !leadsRun)
            continue;
        await family.check(facts, guardOutput(family, out));
    }
}
/**
 * The passport files the change deleted: those its list names, and with a base read whole,
 * every base passport the head does not have (the base and the head compared directly, so a
 * change too large for its list, or one whose list is unknown, keeps the base's output roots).
 */
function listGonePassports(changes, tree, base) {
    const gone = new Set(listDeletedPassports(changes, tree));
    for (const p of base?.passports ?? [])
        if (!tree.has(p.path))
            gone.add(p.path);
    return [...gone];
}
/**
 * The passport files the base is known to have held: every one it read, and every one the
 * change did not touch (the same file on both sides). A touched one the base could not read
 * (not fetched, unreadable) may be new: it is left out, as without a base (repo/layout.ts).
 */
function listBasePassports(base, changedPassports) {
    const touched = new Set(changedPassports);
    return base.passports.filter((p) => p.value !== null || !touched.has(p.path)).map((p) => p.path);
}

;// CONCATENATED MODULE: ./src/fs/atomic-write.ts
/**
 * Writing a file atomically: a reader never sees a partial file that looks
 * complete (reports, passports, the config `init` writes). A process that
 * exits mid-write (a second Ctrl-C) removes its temporary files on the way
 * out, so none is left in an output directory for the audit to find.
 */




/** Temporary files being written now, removed if the process exits first (src/bin.ts). */
const pending = new Set();
/** Removes, synchronously, the temporary files of writes still in flight. */
function removePendingTemporaryFiles() {
    for (const tmp of pending) {
        try {
            unlinkSync(tmp);
        }
        catch {
            // Already renamed or removed: nothing is left behind.
        }
    }
    pending.clear();
}
/**
 * Writes a file atomically: a temporary sibling (a random name, so two writers never share
 * one), then rename. `content` may come in pieces (a large report), written as they come.
 */
async function writeFileAtomic(file, content) {
    const tmp = external_node_path_default().join(external_node_path_default().dirname(file), `.${external_node_path_default().basename(file)}.${(0,external_node_crypto_.randomBytes)(8).toString('hex')}.tmp`);
    pending.add(tmp);
    try {
        await (0,promises_.writeFile)(tmp, content, { mode: 0o644 });
        await (0,promises_.rename)(tmp, file);
    }
    catch (error) {
        await (0,promises_.unlink)(tmp).catch(() => undefined);
        throw error;
    }
    finally {
        pending.delete(tmp);
    }
}

;// CONCATENATED MODULE: ./src/produce/load-passports.ts
/**
 * Reading every passport of a repository for the producer's side (stamp,
 * graph, export, the library's loadPassports): the repository model of repo/
 * (the audit's walk, ignore globs, containment and size cap); a passport that
 * cannot be read is returned with the reason instead of throwing, so one bad
 * file never hides the rest.
 */





/**
 * Reads every `*.passport.json` under `root` (ignore globs applied, symlinks
 * contained, files over the size cap refused; a FIFO, socket or device named
 * so is returned with the reason it is refused). The result is sorted by path.
 *
 * @example
 * const passports = await loadPassports('.');
 * for (const p of passports) console.log(p.path, p.id, p.summary?.skill);
 */
async function loadPassports(root, options = {}) {
    const config = options.config ?? DEFAULT_CONFIG;
    const tree = await walkRepository(root, config, options.signal);
    return loadPassportsOf(tree, buildLayout(tree, config).passportPaths, config, options.signal);
}
/** The passports at `paths` of a walked tree, as {@link loadPassports} returns them. */
async function loadPassportsOf(tree, paths, config, signal) {
    return (await readPassportRecordsOf(tree, paths, config, signal)).map(describePassport);
}
/** The passport records at `paths` of a walked tree (their bytes included), as the audit reads them. */
async function readPassportRecordsOf(tree, paths, config, signal) {
    const reader = createDigestService(tree, { signal }).reader;
    const set = await readPassports(paths, reader, { maxBytes: config.maxPassportBytes, signal });
    return set.records;
}

;// CONCATENATED MODULE: ./src/produce/stamp/refusal.ts
/**
 * How `stamp` says no: one StampError whose message lists the problems and
 * says what to do. Nothing is written before every check has passed.
 */
/** Most problems listed in one refusal message; the rest are counted. */
const MAX_LISTED_PROBLEMS = 10;
/** Stamping cannot proceed; the message says what to do. */
class StampError extends Error {
    name = 'StampError';
}
/** Turns a list of problems into one refusal. */
function refuse(intro, problems, advice) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).map((p) => `\n  - ${p}`);
    const more = problems.length > MAX_LISTED_PROBLEMS
        ? `\n  … and ${problems.length - MAX_LISTED_PROBLEMS} more`
        : '';
    throw new StampError(`${intro}${listed.join('')}${more}\n${advice}`);
}

;// CONCATENATED MODULE: ./src/produce/stamp/citations.ts
/**
 * What `stamp` does about hard rule 1 (no fabricated citations): every `--source` given is
 * read as the audit reads it (formats/citation.ts) and refused, with the citation to write
 * instead, when it cites nothing; and the passport about to be written is checked as the
 * audit checks a passport document, so stamp warns about what the audit would reject (a
 * source kept from the recorded passport that is free text, say).
 */






/** True when `source` cites a record (an identifier or a dated URL), not `unresolved: …` nor free text. */
function citations_isVerifiableSource(source) {
    if (source === undefined)
        return false;
    const check = (0,citation/* parseCitation */.vh)(source);
    return check.ok && check.citation.kind !== 'unresolved';
}
/** Refuses a `--source` (or a StampInput's source) that is no citation; nothing is written. */
function checkGivenSources(options) {
    const given = [...(options.inputSources ?? [])];
    for (const input of options.inputs ?? [])
        if (typeof input !== 'string' && input.source !== undefined)
            given.push([input.path, input.source]);
    const problems = [];
    for (const [rel, source] of given) {
        const check = (0,citation/* parseCitation */.vh)(source);
        if (check.ok)
            continue;
        const instead = check.suggestion
            ? `; give ${(0,untrusted/* escapeInvisible */.ts)(`--source ${(0,shell_word/* shellWord */.r)(`${rel}=${check.suggestion}`)}`)}`
            : '';
        problems.push(`--source ${(0,untrusted/* quoteUntrusted */.X0)(`${rel}=${source}`)}: the source ${check.problem}${instead}`);
    }
    if (problems.length > 0)
        refuse('a source must be a verifiable record (hard rule 1: no fabricated citations):', problems, 'Nothing was written. Give one identifier (a DOI, PMID:…, PMC…, arXiv:…, ISBN …, an accession such as ERR123456), a URL with " (retrieved YYYY-MM-DD)", or "unresolved: <why>" when there is no record (docs/rules.md, citation-invalid).');
}
/**
 * What the audit's passport-document rules would report on `passport`, one line each (the
 * rule, its default severity, the message): stamp prints them as warnings before the audit
 * finds them.
 */
function previewDocumentFindings(path, passport) {
    const bytes = Buffer.from(`${JSON.stringify(passport, null, 2)}\n`);
    return (0,formats_passport/* checkPassportBytes */.Y$)(path, bytes).findings.map((f) => `the audit would report ${f.rule} (${getRule(f.rule).defaultSeverity}): ${f.message}`);
}

;// CONCATENATED MODULE: ./src/produce/stamp/external.ts
/**
 * External inputs of a stamped passport: files outside the repository (`--input
 * /ref/GRCh38.fa`), recorded with `"external": true`, their absolute path, sha256, and the
 * uri and source given. Stamp reads them where the audit will, and only there: under a
 * directory of the config's `external-inputs` (hash/external.ts), so what stamp records is
 * what the audit can verify. Recorded ones are kept on a refresh without --input, re-hashed
 * when reachable.
 */


/** True for an input path that names a file outside the repository: an absolute one. */
const isExternalPath = (p) => p.startsWith('/');
/** The external inputs: given (with --input), or recorded before; --source and --uri applied. */
function planExternalInputs(options, previous, problems) {
    const recorded = new Map();
    for (const item of previous?.inputs ?? [])
        if (item.external)
            recorded.set(item.path, item);
    const plans = [];
    if (options.inputs !== undefined) {
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            if (!isExternalPath(spec.path) || plans.some((p) => p.path === spec.path))
                continue;
            const before = recorded.get(spec.path);
            plans.push({
                path: spec.path,
                type: spec.type ?? before?.type ?? undefined,
                source: spec.source ?? before?.source ?? undefined,
                uri: before?.uri ?? undefined,
                sha256: spec.sha256,
                given: spec.sha256 === undefined,
            });
        }
    }
    else {
        for (const [p, before] of recorded)
            plans.push({
                path: p,
                type: before.type ?? undefined,
                source: before.source ?? undefined,
                uri: before.uri ?? undefined,
                sha256: before.sha256 ?? undefined,
                given: false,
            });
    }
    const apply = (map, key) => {
        for (const [p, value] of map ?? []) {
            if (!isExternalPath(p))
                continue;
            const plan = plans.find((x) => x.path === p);
            if (plan)
                plan[key] = value;
            else
                problems.push(`a ${key} is given for ${(0,untrusted/* quoteUntrusted */.X0)(p)}, which is not an input; add it with --input`);
        }
    };
    apply(options.inputSources, 'source');
    apply(options.inputUris, 'uri');
    return plans;
}
/**
 * The inputs[] entries of the external inputs, hashed under the external-inputs locations.
 * One that was named now and cannot be hashed there is a problem (stamp refuses); a recorded
 * one that cannot be reached keeps its digest, with a note.
 */
async function stampExternalInputs(options, previous, locations, problems, notes) {
    const entries = [];
    for (const plan of planExternalInputs(options, previous, problems)) {
        const name = (0,untrusted/* quoteUntrusted */.X0)(plan.path);
        const outcome = await hashExternalFile(locations, plan.path);
        let sha = plan.sha256;
        let size;
        if (outcome.kind === 'hashed') {
            sha = outcome.sha256;
            size = outcome.size;
        }
        else if (plan.given || sha === undefined) {
            problems.push(outcome.kind === 'unconfigured'
                ? `input ${name} is outside the repository and under no external-inputs location; add the directory holding it to external-inputs in .passport-gate.yml (nothing else outside the repository is read)`
                : outcome.kind === 'absent'
                    ? `external input ${name} does not exist`
                    : `external input ${name} ${outcome.detail}`);
            continue;
        }
        else {
            notes.push(`external input ${name} cannot be read here; its recorded sha256 was kept (the audit notes it input-external-unverified where it is not reachable).`);
        }
        const entry = {
            type: plan.type ?? 'file',
            path: plan.path,
            sha256: sha,
            external: true,
        };
        if (size !== undefined)
            entry.size_bytes = size;
        if (plan.uri !== undefined)
            entry.uri = plan.uri;
        if (plan.source !== undefined)
            entry.source = plan.source;
        if (plan.uri === undefined && plan.source === undefined)
            notes.push(`external input ${name} has no uri: record where it can be fetched with --uri ${(0,untrusted/* quoteUntrusted */.X0)(`${plan.path}=https://…`)}.`);
        entries.push(entry);
    }
    return entries;
}

;// CONCATENATED MODULE: ./src/produce/stamp/artifacts.ts
/**
 * The artifacts of a stamped passport: its outputs are the files the output
 * directory owns by the audit's own ownership rule (repo/layout.ts), its
 * inputs the ones given (or those recorded before), and every one of them is
 * hashed by the audit's digest service, so a stamped directory audits clean by
 * construction.
 */






/** Longest `type` the schema accepts for an artifact. */
const MAX_TYPE_LENGTH = 128;
/** Compression suffixes skipped when guessing an artifact's type (`x.fastq.gz` is "fastq"). */
const COMPRESSION_SUFFIXES = new Set(['gz', 'bgz', 'bz2', 'xz', 'zst', 'lz4']);
/** Guesses an artifact type from its file name: `sampleA.sorted.bam` → "bam". */
function guessArtifactType(rel) {
    const parts = external_node_path_default().posix.basename(rel).toLowerCase().split('.').slice(1);
    while (parts.length > 1 && COMPRESSION_SUFFIXES.has(parts[parts.length - 1]))
        parts.pop();
    const ext = parts.pop();
    return ext ? ext.slice(0, MAX_TYPE_LENGTH) : 'file';
}
/** Plans, resolves and hashes the outputs and inputs; refuses when any cannot be recorded. */
async function stampArtifacts(input) {
    const { dir, tree } = input;
    const problems = [];
    const plans = planInputs(input, problems);
    const owned = await artifacts_leaveOutIgnored(input, chooseOutputs(input, problems), plans);
    const outputReal = await resolveAll(tree, owned, problems, (rel, reason) => reason === 'outside-via-symlink'
        ? `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a symlink that leaves the repository root`
        : `${(0,untrusted/* quoteUntrusted */.X0)(rel)} is a dangling symlink`);
    const inputReal = await resolveAll(tree, plans.map((p) => p.rel), problems, (rel, reason) => reason === 'outside-via-symlink'
        ? `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} resolves outside the repository root`
        : plans.find((p) => p.rel === rel)?.required
            ? `input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist; check the path (relative to the root)`
            : null);
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the paths above (or move the files out of the output directory) and stamp again.');
    }
    input.options.signal?.throwIfAborted();
    const table = await hashAll(input, [...outputReal.values(), ...inputReal.values()]);
    const stamped = recordArtifacts(input, { owned, outputReal, plans, inputReal, table });
    const external = await stampExternalInputs(input.options, input.previous, input.externalLocations, problems, input.notes);
    if (problems.length > 0)
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}:`, problems, 'Nothing was written. Fix the inputs above and stamp again.');
    return { ...stamped, inputs: [...stamped.inputs, ...external] };
}
/**
 * The owned files git does not ignore (core/ignored.ts), asked with the inputs in one
 * question. An ignored output is left out with a note: a clean checkout of the commit (the
 * pull request's) will not have it, so listing it would fail the audit with artifact-missing.
 * An ignored input is kept with a note: the audit cannot check its digest where it is absent.
 */
async function artifacts_leaveOutIgnored(input, owned, plans) {
    const rules = input.options.ignored;
    if (!rules || (owned.length === 0 && plans.length === 0))
        return [...owned];
    const ignored = await rules([...owned, ...plans.map((p) => p.rel)]);
    if (ignored.size === 0)
        return [...owned];
    const left = owned.filter((f) => ignored.has(f));
    const list = (rels) => `${rels
        .slice(0, 5)
        .map((r) => (0,untrusted/* quoteUntrusted */.X0)(r))
        .join(', ')}${rels.length > 5 ? ` and ${rels.length - 5} more` : ''}`;
    if (left.length > 0)
        input.notes.push(`left out ${left.length} file(s) git ignores (${list(left)}): a clean checkout will not have them, so listing them would fail the audit (artifact-missing). To record one as an output, stop ignoring it (or git add -f it) and stamp again.`);
    const ignoredInputs = plans.map((p) => p.rel).filter((r) => ignored.has(r));
    if (ignoredInputs.length > 0)
        input.notes.push(`input(s) ${list(ignoredInputs)} are ignored by git: a clean checkout will not have them, so the audit cannot check their sha256 there. Commit them (git add -f), or record where they come from with --source PATH=….`);
    return owned.filter((f) => !ignored.has(f));
}
/**
 * The files outputs[] lists: those declared (`run --output`, or recorded before by a record
 * whose outputs were declared), each one the directory owns; else every file it owns.
 */
function chooseOutputs(input, problems) {
    const { dir, tree, layout, options } = input;
    const owned = layout.ownedFiles(dir).map((f) => tree.relOf(f));
    const declared = options.outputs ??
        (options.run === undefined && input.previous?.recordedBy?.outputs === 'declared'
            ? [...previousArtifacts(input, 'outputs').keys()]
            : undefined);
    if (declared === undefined)
        return leaveOutUntouched(input, owned);
    const ownedSet = new Set(owned);
    const chosen = [];
    for (const rel of declared) {
        if (chosen.includes(rel))
            continue;
        if (ownedSet.has(rel))
            chosen.push(rel);
        else
            problems.push(tree.kindOf(rel) === undefined
                ? `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} does not exist; the step did not write it`
                : `output ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is not a file of ${(0,untrusted/* quoteUntrusted */.X0)(dir)} (each --output must lie in the output directory, and not under another passport's directory)`);
    }
    return chosen;
}
/**
 * `run` in directory mode: outputs[] is what the step wrote, not what the directory held
 * before it (a stray file, a sibling's output). A file there before the step and untouched by
 * it stays listed only when this passport listed it before with the same bytes: an earlier run
 * of the step made it and nothing changed it since (a step that skips a file it already made).
 * A file left out is named in a note; the audit reports it (artifact-unlisted) until it is
 * moved out or deleted.
 */
function leaveOutUntouched(input, owned) {
    const untouched = input.options.untouched;
    if (untouched === undefined)
        return owned;
    const before = previousArtifacts(input, 'outputs');
    const left = [];
    const kept = owned.filter((rel) => {
        const sha = untouched.get(rel);
        if (sha === undefined || (sha !== '' && before.get(rel)?.sha256 === sha))
            return true;
        left.push(rel);
        return false;
    });
    if (left.length > 0)
        input.notes.push(`left out ${left.length} file(s) the directory held before the step and the step did not write (${left
            .slice(0, 5)
            .map((r) => (0,untrusted/* quoteUntrusted */.X0)(r))
            .join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}): they are not its outputs, and the audit reports them (artifact-unlisted) until they are moved out of the directory or deleted.`);
    return kept;
}
/** Resolves repository-relative paths inside the root; each that cannot be says why (or null). */
async function resolveAll(tree, rels, problems, why) {
    const real = new Map();
    for (const rel of rels) {
        const resolved = await tree.resolve(rel);
        if (resolved.ok)
            real.set(rel, resolved.real);
        else {
            const problem = why(rel, resolved.reason);
            if (problem !== null)
                problems.push(problem);
        }
    }
    return real;
}
/** The passport's recorded artifacts of one kind, by repository-relative path (the first wins). */
function previousArtifacts(input, kind) {
    const byPath = new Map();
    for (const item of input.previous?.[kind] ?? []) {
        const rel = input.paths.rel(item.path, input.dir);
        if (rel !== null && !byPath.has(rel))
            byPath.set(rel, item);
    }
    return byPath;
}
/** The inputs: given (replacing the recorded ones), or recorded before; `--source` applied. */
function planInputs(input, problems) {
    const { options } = input;
    const previous = previousArtifacts(input, 'inputs');
    const plans = [];
    if (options.inputs !== undefined) {
        const seen = new Set();
        for (const item of options.inputs) {
            const spec = typeof item === 'string' ? { path: item } : item;
            if (isExternalPath(spec.path))
                continue; // external.ts
            const checked = (0,relative_path/* checkRelativePath */._k)(spec.path.replace(/^\.\//, ''));
            if (!checked.ok) {
                problems.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(spec.path)} is not a path inside the repository root`);
                continue;
            }
            for (const rel of expandDirectoryInput(input, checked.rel, problems)) {
                if (seen.has(rel))
                    continue;
                seen.add(rel);
                const before = previous.get(rel);
                plans.push({
                    rel,
                    type: spec.type ?? before?.type ?? undefined,
                    source: spec.source ?? before?.source ?? undefined,
                    sha256: spec.sha256,
                    required: spec.sha256 === undefined,
                });
            }
        }
    }
    else {
        for (const [rel, before] of previous) {
            plans.push({
                rel,
                type: before.type ?? undefined,
                source: before.source ?? undefined,
                sha256: before.sha256 ?? undefined,
                required: false,
            });
        }
    }
    for (const [rel, source] of options.inputSources ?? []) {
        if (isExternalPath(rel))
            continue; // external.ts
        const plan = plans.find((p) => p.rel === rel);
        if (plan)
            plan.source = source;
        else
            problems.push(`a source is given for ${(0,untrusted/* quoteUntrusted */.X0)(rel)}, which is not an input; add it with --input`);
    }
    return plans;
}
/**
 * An input that is a directory stands for every file under it, in the walk's (sorted) order:
 * what a workflow engine's `directory()` input holds. The gate's and the engines' bookkeeping
 * (passports, acknowledgments, the layout's exempt files) is not data, so it is left out. A
 * file input is itself.
 */
function expandDirectoryInput(input, rel, problems) {
    if (input.tree.kindOf(rel) !== 'dir')
        return [rel];
    const prefix = `${rel}/`;
    const files = input.tree.entries
        .filter((e) => e.kind !== 'dir' && e.rel.startsWith(prefix) && !input.layout.isBookkeeping(e.rel, e.kind))
        .map((e) => e.rel);
    if (files.length === 0)
        problems.push(`input directory ${(0,untrusted/* quoteUntrusted */.X0)(rel)} holds no files to record`);
    return files;
}
/** The type an input is recorded with: given or recorded before, else guessed from its name. */
const inputTypeOf = (plan) => plan.type ?? guessArtifactType(plan.rel);
/** One pass of the audit's digest service over every file to record. */
async function hashAll(input, reals) {
    const { tree, digests } = input;
    const files = [...new Set(reals)].map((real) => tree.fileOfReal(real));
    digests.request(files.map((file) => ({ file, ref: { sizeBytes: null, path: tree.relOf(file) } })), 'measure');
    return digests.settle();
}
/** The outputs[] and inputs[] entries; refuses when a file cannot be hashed. */
function recordArtifacts(input, found) {
    const { tree, notes, dir } = input;
    const problems = [];
    let lfsCount = 0;
    const digestOf = (real) => {
        const file = tree.fileOfReal(real);
        const outcome = found.table.outcome(file);
        if (!outcome.ok)
            return outcome.detail;
        // A Git LFS pointer stands for its object (as the audit decides: only where the
        // repository's attributes mark its real path filter=lfs): record the object's digest,
        // which the audit accepts from the pointer and from the smudged file alike.
        const lfs = found.table.lfsObject(file);
        if (lfs)
            lfsCount++;
        return lfs ? { sha256: lfs.oid, size: lfs.size } : outcome;
    };
    const written = (rel) => input.pathBase === 'passport' ? external_node_path_default().posix.relative(dir === '.' ? '' : dir, rel) : rel;
    const previousOutputs = previousArtifacts(input, 'outputs');
    const outputs = [];
    for (const rel of found.owned) {
        const d = digestOf(found.outputReal.get(rel));
        if (typeof d === 'string') {
            problems.push(`${(0,untrusted/* quoteUntrusted */.X0)(rel)} ${d}`);
            continue;
        }
        const before = previousOutputs.get(rel);
        const entry = {
            type: before?.type ?? guessArtifactType(rel),
            path: written(rel),
            sha256: d.sha256,
            size_bytes: d.size,
        };
        const source = before?.source;
        if (source !== undefined && source !== null)
            entry.source = source;
        outputs.push(entry);
    }
    const inputs = [];
    const inputDigests = new Map();
    for (const plan of found.plans) {
        const real = found.inputReal.get(plan.rel);
        let sha = plan.sha256;
        if (real !== undefined) {
            const d = digestOf(real);
            if (typeof d === 'string') {
                problems.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(plan.rel)} ${d}`);
                continue;
            }
            sha = d.sha256;
        }
        else {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(plan.rel)} is not in the repository; its recorded sha256 was kept.`);
        }
        if (sha === undefined)
            continue;
        inputDigests.set(plan.rel, sha);
        const entry = {
            type: inputTypeOf(plan),
            path: written(plan.rel),
            sha256: sha,
        };
        if (plan.source !== undefined)
            entry.source = plan.source;
        inputs.push(entry);
    }
    if (problems.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}: some files cannot be hashed:`, problems, 'Nothing was written. Only regular files can be artifacts: give files (not directories) as inputs, move anything else out of the output directory, and stamp again.');
    }
    if (lfsCount > 0)
        notes.push(`${lfsCount} Git LFS pointer(s): recorded the digest of the object each points to.`);
    // As input-unprovenanced reads it: a verifiable source gives an input a provenance, and the
    // step's own program (type "code") found in the repository needs none (its history is the
    // repository's), so neither is warned about as lacking one.
    const sourced = new Set(found.plans
        .filter((p) => citations_isVerifiableSource(p.source) || (inputTypeOf(p) === 'code' && found.inputReal.has(p.rel)))
        .map((p) => p.rel));
    return { outputs, inputs, inputDigests, sourced };
}

// EXTERNAL MODULE: ./src/util/passport-id.ts
var passport_id = __nccwpck_require__(4280);
;// CONCATENATED MODULE: ./src/produce/stamp/target.ts
/**
 * Which passport `stamp` writes, and whether it may: the output directory (a
 * real directory the walk saw in full), the passport file in it, and the
 * passport already there (one that cannot be read, records a failed step or
 * has another major version is replaced only with `force`).
 */








/** Normalizes the directory argument to a repository-relative path ('.' for the root). */
function normalizeDirectory(directory) {
    const trimmed = directory.replace(/\\/g, '/').replace(/\/+$/, '');
    if (trimmed === '' || trimmed === '.' || trimmed === './')
        return '.';
    const checked = (0,relative_path/* checkRelativePath */._k)(trimmed);
    if (!checked.ok) {
        throw new StampError(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(directory)}: give the output directory relative to the repository root, inside it.`);
    }
    return checked.rel;
}
/** Joins a repository-relative path onto the real root. */
const absoluteOf = (realRoot, rel) => rel === '.' ? realRoot : external_node_path_default().join(realRoot, ...rel.split('/'));
/**
 * Checks that `dir` can be stamped: the walk saw all of it (a passport lists every file of its
 * directory: one the walk could not see cannot be listed), and it is a real directory inside
 * the root, not reached through a symlink (the audit walks without following symlinks, so files
 * behind one would be invisible to it).
 */
async function checkDirectory(tree, dir) {
    const unseen = tree.problems.filter((p) => {
        const where = p.kind === 'unlistable' ? p.rel : p.parent;
        return dir === '.' || where === dir || where.startsWith(`${dir}/`);
    });
    if (unseen.length > 0) {
        refuse(`cannot stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)}: some of it cannot be listed:`, unseen.map((p) => p.kind === 'unlistable'
            ? `directory ${(0,untrusted/* quoteUntrusted */.X0)(p.rel)} cannot be listed (${p.code})`
            : `a name in ${(0,untrusted/* quoteUntrusted */.X0)(p.parent)} is not valid UTF-8 (${(0,untrusted/* spellBytes */.Gy)(p.name)})`), 'Nothing was written. Make those directories readable and rename files to UTF-8 names, then stamp again.');
    }
    const dirAbsolute = absoluteOf(tree.realRoot, dir);
    let dirReal;
    try {
        dirReal = await (0,promises_.realpath)(dirAbsolute);
        if (!(await (0,promises_.stat)(dirReal)).isDirectory())
            throw new Error('not a directory');
    }
    catch {
        throw new StampError(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} does not exist under the root; run the pipeline step first, or check --root.`);
    }
    if (dirReal !== dirAbsolute) {
        throw new StampError(`output directory ${(0,untrusted/* quoteUntrusted */.X0)(dir)} is reached through a symlink; stamp the real directory instead.`);
    }
}
/**
 * Which passport file to write: `--run-id` when given; else the one passport
 * already in the directory; else a new one named after the skill.
 */
function chooseTarget(dir, here, options) {
    const fileOf = (runId) => dir === '.' ? `${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}` : `${dir}/${runId}${formats_passport/* PASSPORT_SUFFIX */.zb}`;
    if (options.runId !== undefined) {
        const runId = options.runId;
        if (!(0,formats_passport/* isRunId */.Pk)(runId)) {
            throw new StampError(`run id ${(0,untrusted/* quoteUntrusted */.X0)(runId)} cannot be a file name; use letters, digits, ".", "-" and "_" (at most 128).`);
        }
        return { path: fileOf(runId), existing: here.find((p) => p.path === fileOf(runId)) };
    }
    if (here.length === 1) {
        const existing = here[0];
        return { path: existing.path, existing };
    }
    if (here.length > 1) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} holds ${here.length} passports (${here.map((p) => (0,untrusted/* quoteUntrusted */.X0)(external_node_path_default().posix.basename(p.path))).join(', ')}); choose one with --run-id.`);
    }
    if (options.skill === undefined) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(dir)} has no passport yet; give --skill and --skill-version to create one.`);
    }
    if (!formats_passport/* RUN_ID_PATTERN */.z6.test(options.skill)) {
        throw new StampError(`the skill ${(0,untrusted/* quoteUntrusted */.X0)(options.skill)} cannot serve as a file name; give --run-id.`);
    }
    return { path: fileOf(options.skill), existing: undefined };
}
/**
 * The passport being refreshed, if it may be: one that cannot be read, records
 * a failed step, or has another major version is only replaced with `force`
 * (with `check`, the refusal becomes a note).
 */
function checkPrevious(existing, options, notes) {
    if (!existing)
        return { value: null, passport: null, rewriteVersion: false };
    const mayReplace = options.force === true || options.check === true;
    if (!(0,values/* isObject */.Gv)(existing.value)) {
        const why = existing.problem ?? 'is not a JSON object';
        if (!mayReplace) {
            throw new StampError(`cannot refresh ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it ${why}. Fix it by hand, or pass --force to replace it with a new passport (a new passport_id).`);
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} ${why}; it is replaced by a new passport.`);
        return { value: null, passport: null, rewriteVersion: false };
    }
    const value = existing.value;
    const previous = existing.summary ?? (0,core_passport/* readPassport */.pN)(value);
    // A failure of the step `run` just ran again is what this run replaces: no --force for that.
    const failed = failedSteps(previous, options.ranStep);
    if (failed.length > 0) {
        if (!mayReplace) {
            refuse(`refusing to overwrite ${(0,untrusted/* quoteUntrusted */.X0)(existing.path)}: it records failed steps:`, failed, 'A failed run stays on record until you decide otherwise: re-run the failed steps, then pass --force to replace the record (or stamp under a new --run-id).');
        }
        notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} records failed steps (${failed.join('; ')}); stamping it needs --force.`);
    }
    const version = previous.schemaVersion;
    const major = version ? /^(\d+)\./.exec(version)?.[1] : undefined;
    if (major === undefined || Number(major) === formats_passport/* SUPPORTED_MAJOR */.dB) {
        return { value, passport: previous, rewriteVersion: false };
    }
    if (!mayReplace) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(existing.path)} has schema_version ${(0,untrusted/* quoteUntrusted */.X0)(version)}; this tool writes v${formats_passport/* SUPPORTED_MAJOR */.dB}. Pass --force to rewrite it as v${formats_passport/* SUPPORTED_MAJOR */.dB}, or upgrade passport-gate.`);
    }
    return { value, passport: previous, rewriteVersion: true };
}
/** Error entries of a passport that record a non-zero exit (but those of `exceptStep`). */
function failedSteps(passport, exceptStep) {
    return (passport?.errors ?? [])
        .filter((e) => (0,core_passport/* isFailure */.N6)(e) && (exceptStep === undefined || e.step !== exceptStep))
        .map((e) => `${(0,untrusted/* quoteUntrusted */.X0)(e.step ?? '?')} (${(0,untrusted/* quoteUntrusted */.X0)(e.tool ?? '?')}) exited ${String(e.exitCode)}`);
}

;// CONCATENATED MODULE: ./src/produce/stamp/compose.ts
/**
 * Composing the passport `stamp` writes: what the caller gives merged into
 * what was recorded (decisions replaced by step, errors by step and tool,
 * parameters by key; keys this tool does not know are kept), created_at moved
 * only when something changed, and the result validated against the Material
 * Passport v1 schema before anything is written.
 */










/** The top-level keys of a passport this tool writes (others are kept as recorded). */
const KNOWN_KEYS = new Set([
    'schema_version',
    'passport_id',
    'created_at',
    'produced_by',
    'inputs',
    'outputs',
    'decisions',
    'parameters',
    'errors',
    'consumed_passports',
    'downstream_hints',
    'recorded_by',
]);
/** ISO-8601 UTC without milliseconds, as in the seed's example. */
function formatTimestamp(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
/** Composes and validates the passport; refuses one that would not be a valid v1 passport. */
function composePassport(input) {
    const { options, previous } = input;
    const recorded = previous.value;
    const was = previous.passport;
    const candidate = {
        schema_version: previous.rewriteVersion
            ? core_passport/* STAMP_SCHEMA_VERSION */.dK
            : (was?.schemaVersion ?? core_passport/* STAMP_SCHEMA_VERSION */.dK),
        passport_id: was?.writtenId ?? newPassportId(options, input.chain),
        // Compared as recorded; replaced by the clock below when anything changed.
        created_at: was?.createdAt ?? undefined,
        produced_by: composeProducedBy(was, options, input.passportPath),
        inputs: input.artifacts.inputs,
        outputs: input.artifacts.outputs,
        decisions: upsert(was?.decisions ?? [], options.decisions ?? [], (d) => `${(0,core_passport/* stepOf */.cg)(d)}`),
    };
    const previousParameters = (0,values/* isObject */.Gv)(was?.parameters) ? was.parameters : undefined;
    // Object.fromEntries defines own properties, so a "__proto__" parameter stays data. A run
    // (`ranStep`) records the parameters it was given, no more.
    const parameters = Object.fromEntries([
        ...Object.entries(options.ranStep === undefined ? (previousParameters ?? {}) : {}),
        ...Object.entries(options.parameters ?? {}),
    ]);
    if (previousParameters !== undefined || Object.keys(parameters).length > 0)
        candidate.parameters = parameters;
    // A run of a step replaces every entry that step recorded before (its tool may have changed).
    const recordedErrors = (was?.errors ?? [])
        .filter((e) => options.ranStep === undefined || !(0,values/* isObject */.Gv)(e.recorded) || e.step !== options.ranStep)
        .map((e) => e.recorded);
    candidate.errors = upsert(recordedErrors, options.errors ?? [], (e) => `${(0,core_passport/* stepOf */.cg)(e)}\0${(0,core_passport/* toolOf */.wS)(e)}`);
    candidate.consumed_passports = input.consumed;
    candidate.downstream_hints = composeHints(was, options);
    for (const [key, value] of Object.entries(recorded ?? {})) {
        if (!KNOWN_KEYS.has(key))
            candidate[key] = value;
    }
    const now = (options.now ?? (() => new Date()))();
    const kept = options.run !== undefined ? runRecordOf(options.run) : was?.recordedBy?.recorded;
    if (kept !== undefined)
        Object.assign(candidate, { recorded_by: kept });
    const unchanged = recorded !== null && (0,external_node_util_namespaceObject.isDeepStrictEqual)(recorded, candidate) && !predatesProducer(input);
    // A hand stamp that changed the passport writes a hand record, unless it only annotated a
    // run record (its artifacts as the run recorded them): the run is still how it was made.
    if (!unchanged &&
        options.run === undefined &&
        (kept === undefined || ((0,core_passport/* isRunRecord */.jM)(was) && changedArtifacts(was, input.artifacts).length > 0)))
        Object.assign(candidate, {
            recorded_by: { tool: 'passport-gate', version: version_VERSION, method: 'stamp' },
        });
    if (!unchanged)
        candidate.created_at = formatTimestamp(now);
    validate(candidate, input.dir);
    const read = (0,core_passport/* readPassport */.pN)(candidate);
    noteConsequences(read, input);
    return { passport: candidate, read, unchanged };
}
/** recorded_by of a run record. */
function runRecordOf(run) {
    return {
        tool: 'passport-gate',
        version: version_VERSION,
        method: 'run',
        command: [...run.command],
        working_directory: run.workingDirectory,
        exit_code: run.exitCode,
        started_at: run.startedAt,
        ended_at: run.endedAt,
        outputs: run.declaredOutputs ? 'declared' : 'directory',
        ...(run.program ? { program: { path: run.program.path, version: run.program.version } } : {}),
        ...(run.nondeterministic && run.nondeterministic.length > 0
            ? { nondeterministic: [...run.nondeterministic] }
            : {}),
    };
}
/**
 * The artifacts whose path or sha256 differs between the recorded passport and the one about to
 * be written, one line each (`output results/x.csv: sha256 ab12… → cd34…`, `input … added`).
 */
function changedArtifacts(was, artifacts) {
    const lines = [];
    // Both sides through the passport model (the one reader of a passport's fields).
    const now = (0,core_passport/* readPassport */.pN)({ inputs: artifacts.inputs, outputs: artifacts.outputs });
    for (const kind of ['outputs', 'inputs']) {
        const label = kind === 'outputs' ? 'output' : 'input';
        const before = new Map((was?.[kind] ?? []).map((a) => [a.path, a.sha256]));
        const after = new Map(now[kind].map((a) => [a.path, a.sha256]));
        for (const [p, sha] of after) {
            const old = before.get(p);
            if (old === undefined)
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} added`);
            else if (old !== sha)
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}: sha256 ${String(old).slice(0, 12)}… → ${String(sha).slice(0, 12)}…`);
        }
        for (const p of before.keys())
            if (!after.has(p))
                lines.push(`${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} removed`);
    }
    return lines;
}
/**
 * True when the recorded created_at is earlier than that of a consumed producer none of whose
 * recorded outputs is an input here: what chain-time-order reports. Re-stamping is its fix, so
 * such a passport is not "up to date": its created_at moves to now.
 */
function predatesProducer(input) {
    const recordedTime = Date.parse(input.previous.passport?.createdAt ?? '');
    if (!Number.isFinite(recordedTime))
        return false;
    return input.consumed.some((c) => warnsTimeOrder(input, c, recordedTime) !== null);
}
/**
 * The producer behind consumed id `c` when the audit's chain-time-order would warn of it for a
 * passport created at `time`: created later, and no input here is an output it records now.
 */
function warnsTimeOrder(input, c, time) {
    const producer = input.chain.byId.get(c)?.[0];
    const producerTime = Date.parse(producer?.summary?.createdAt ?? '');
    if (!producer || !(producerTime > time))
        return null;
    for (const [rel, sha] of input.artifacts.inputDigests)
        if (input.chain.producersOf(rel, sha).includes(producer))
            return null;
    return producer;
}
/** The id of a new passport: `reuseId` unless a passport already holds it, else a fresh one. */
function newPassportId(options, chain) {
    const reuse = options.reuseId;
    if (reuse !== undefined && !chain.byId.has((0,passport_id/* foldPassportId */.r)(reuse)))
        return reuse;
    return (options.newId ?? external_node_crypto_.randomUUID)();
}
/** produced_by: recorded, with what the caller gives; skill and skill_version are required. */
function composeProducedBy(recorded, options, passportPath) {
    const producedBy = { ...recorded?.producedBy };
    if (options.skill !== undefined)
        producedBy.skill = options.skill;
    if (options.skillVersion !== undefined)
        producedBy.skill_version = options.skillVersion;
    if (options.agent !== undefined)
        producedBy.agent = options.agent;
    if (options.sessionId !== undefined)
        producedBy.session_id = options.sessionId;
    if ((options.skill ?? recorded?.skill ?? null) === null ||
        (options.skillVersion ?? recorded?.skillVersion ?? null) === null) {
        throw new StampError(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} needs produced_by.skill and produced_by.skill_version; give --skill and --skill-version.`);
    }
    return producedBy;
}
/** downstream_hints: recorded, next_skills and expected_inputs replaced when given. */
function composeHints(recorded, options) {
    const hints = { ...recorded?.downstreamHints };
    hints.next_skills = options.nextSkills ? [...options.nextSkills] : (recorded?.nextSkills ?? []);
    if (options.expectedInputs)
        hints.expected_inputs = [...options.expectedInputs];
    return hints;
}
/** Refuses a passport the schema rejects, naming the flag that sets each bad value. */
function validate(candidate, dir) {
    const violations = (0,schema_validator/* validateWithSchema */.CW)('passport', candidate);
    if (violations.length > 0) {
        refuse(`the passport for ${(0,untrusted/* quoteUntrusted */.X0)(dir)} would not be a valid Material Passport v1:`, violations.map((v) => `${v.pointer || '(root)'} ${v.message}${hintFor(v.pointer)}`), 'Nothing was written.');
    }
}
/** Notes on what the audit will say of the passport: clocks against producers, failed steps. */
function noteConsequences(passport, input) {
    // Only what the audit will warn of: a producer whose current outputs this passport reads
    // (an unchanged downstream re-run) is in order, whatever the two created_at say.
    for (const c of input.consumed) {
        const producer = warnsTimeOrder(input, c, Date.parse(passport.createdAt ?? ''));
        if (producer) {
            input.notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} was created later (${(0,untrusted/* quoteUntrusted */.X0)(producer.summary?.createdAt)}) than this one, and none of its outputs is an input here; check the consumed id and the clocks (the audit fails it: chain-time-order).`);
        }
    }
    for (const failed of failedSteps(passport)) {
        input.notes.push(`this passport records a failed step (${failed}); the audit fails it (exit-nonzero) until the step is re-run and re-stamped.`);
    }
}
/** Which CLI flag sets the value at a schema pointer, for refusal messages. */
function hintFor(pointer) {
    if (pointer.startsWith('/produced_by/skill_version'))
        return ' (--skill-version)';
    if (pointer.startsWith('/produced_by/skill'))
        return ' (--skill: lowercase letters, digits, "-")';
    if (pointer.startsWith('/decisions'))
        return ' (--decision step=…,choice=…,rationale=…)';
    if (pointer.startsWith('/errors'))
        return ' (--error step=…,tool=…,exit=…)';
    if (pointer.startsWith('/downstream_hints/next_skills'))
        return ' (--next-skill)';
    if (pointer.startsWith('/consumed_passports'))
        return ' (--consumes)';
    if (pointer === '/passport_id')
        return ' (fix the recorded id, or delete the file and stamp again for a new one)';
    return '';
}
/** Replaces entries of `before` whose key matches a new entry; appends the rest. */
function upsert(before, added, key) {
    const result = [...before];
    for (const item of added) {
        const k = key(item);
        const at = result.findIndex((r) => (0,values/* isObject */.Gv)(r) && key(r) === k);
        if (at >= 0)
            result[at] = { ...item };
        else
            result.push({ ...item });
    }
    return result;
}

;// CONCATENATED MODULE: ./src/produce/stamp/consumed.ts
/**
 * The passports a stamped passport consumes: the ones given with `--consumes`
 * (or those recorded before), and always the producers of its inputs, found in
 * the chain index exactly as chain-missing-reference looks for them (same
 * repository-relative path, same sha256), so the audit finds the reference it
 * expects. A consumed passport that would close a cycle back to this one is
 * refused (util/digraph.ts).
 */






/** A UUID (any version): how `consumes` tells an id from a path. */
const UUID_PATTERN = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
/** The consumed_passports of the stamped passport, in order, each once. */
function resolveConsumedPassports(input) {
    const { options, chain, notes } = input;
    const others = chain.nodes.filter((p) => p.path !== input.passportPath);
    const consumed = [];
    // Ids compare as UUIDs, ignoring case (formats/passport.ts foldPassportId): each once, folded.
    const addConsumed = (raw) => {
        const id = (0,formats_passport/* foldPassportId */.r$)(raw);
        if (!consumed.includes(id))
            consumed.push(id);
    };
    const given = options.consumes !== undefined;
    if (given) {
        for (const id of resolveRefs(options.consumes ?? [], others, chain, '--consumes'))
            addConsumed(id);
    }
    else {
        for (const c of input.previous?.consumed ?? [])
            addConsumed(c);
    }
    const dropped = dropConsumed(input, others, consumed);
    const before = new Set(consumed);
    addProducers(input, others, consumed, addConsumed, dropped);
    const found = consumed.filter((c) => !before.has(c));
    if (!given)
        replaceDeadIds(input, consumed, found);
    for (const c of consumed) {
        const producer = chain.byId.get(c)?.[0];
        const failed = failedSteps(producer?.summary);
        if (producer && failed.length > 0) {
            notes.push(`consumed passport ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)} records failed steps (${failed.join('; ')}); its outputs should not be used until that step is re-run.`);
        }
    }
    return consumed;
}
/** Resolves --consumes (or --drop-consumes) references to ids; refuses when any cannot be. */
function resolveRefs(refs, others, chain, flag, { deadIdsAllowed = false } = {}) {
    const ids = [];
    const unresolved = [];
    for (const ref of refs) {
        // A dead id names no passport any more: dropping it is what the flag is for.
        if (deadIdsAllowed && UUID_PATTERN.test(ref)) {
            ids.push((0,formats_passport/* foldPassportId */.r$)(ref));
            continue;
        }
        const found = resolveConsumed(ref, others, chain.byId);
        if (found.ok)
            ids.push(found.id);
        else
            unresolved.push(found.problem);
    }
    if (unresolved.length > 0) {
        refuse(`cannot resolve ${flag}:`, unresolved, 'Nothing was written. Give a passport_id, a *.passport.json path, or a directory holding exactly one passport; commit the upstream passport first.');
    }
    return ids;
}
/** Removes the --drop-consumes ids from `consumed` (in place); returns them. */
function dropConsumed(input, others, consumed) {
    const refs = input.options.dropConsumes ?? [];
    const dropped = new Set(resolveRefs(refs, others, input.chain, '--drop-consumes', { deadIdsAllowed: true }));
    for (const id of dropped) {
        const at = consumed.indexOf(id);
        if (at >= 0)
            consumed.splice(at, 1);
        else
            input.notes.push(`--drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(id)}: not in consumed_passports, nothing to drop.`);
    }
    return dropped;
}
/**
 * Recorded consumed ids that match no passport any more (the upstream passport was deleted
 * or recreated with a new id). When the inputs resolved to a producer not recorded before,
 * that producer replaces them; otherwise stamping is refused with the command that drops
 * them, since writing them again would only hand the audit a chain-unresolved to report.
 */
function replaceDeadIds(input, consumed, found) {
    const dead = consumed.filter((c) => !input.chain.byId.has(c));
    if (dead.length === 0)
        return;
    if (found.length > 0) {
        for (const id of dead)
            consumed.splice(consumed.indexOf(id), 1);
        input.notes.push(`replaced consumed passport(s) ${dead.map((d) => (0,untrusted/* quoteUntrusted */.X0)(d)).join(', ')}, which match no passport any more, by ${found.map((f) => (0,untrusted/* quoteUntrusted */.X0)(f)).join(', ')}, the producer(s) of its inputs now.`);
        return;
    }
    const unreadable = input.chain.nodes.filter((p) => p.id === null).map((p) => p.path);
    const dir = (0,relative_path/* relativeDirname */.RV)(input.passportPath);
    refuse(`${(0,untrusted/* quoteUntrusted */.X0)(input.passportPath)} consumes passport(s) that match no passport in the repository:`, dead.map((d) => (0,untrusted/* quoteUntrusted */.X0)(d)), `Nothing was written.${unreadable.length > 0
        ? ` ${unreadable.length} passport(s) cannot be read (${unreadable
            .slice(0, 3)
            .map((u) => (0,untrusted/* quoteUntrusted */.X0)(u))
            .join(', ')}): if the upstream is one of them, fix it and stamp again.`
        : ''} If the upstream passport was deleted or recreated, drop the old id: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)} ${dead
        .map((d) => `--drop-consumes ${d}`)
        .join(' ')}`);
}
/**
 * The producers of the inputs: same repository-relative path and same sha256 in their
 * outputs, exactly what chain-missing-reference compares. An input without one gets a note.
 */
function addProducers(input, others, consumed, addConsumed, dropped) {
    const { notes } = input;
    for (const [rel, sha] of input.artifacts.inputDigests) {
        const producers = input.chain
            .producersOf(rel, sha)
            .filter((p) => p.path !== input.passportPath);
        for (const producer of producers) {
            if (producer.id === null)
                continue;
            if (dropped.has(producer.id)) {
                refuse(`cannot drop ${(0,untrusted/* quoteUntrusted */.X0)(producer.id)}:`, [`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} is an output of ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)}`], 'Nothing was written. A passport consumes the producers of its inputs: give the inputs without that one (--input …) to drop it.');
            }
            if (!consumed.includes(producer.id)) {
                notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} was produced by ${(0,untrusted/* quoteUntrusted */.X0)(producer.path)}; consuming ${(0,untrusted/* quoteUntrusted */.X0)(producer.id)}.`);
            }
            addConsumed(producer.id);
        }
        if (producers.length > 0)
            continue;
        // The handoff protocol: B looks for a passport beside its input.
        const beside = others.filter((p) => p.dir === (0,relative_path/* relativeDirname */.RV)(rel));
        if (beside.length > 0) {
            notes.push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} sits beside ${(0,untrusted/* quoteUntrusted */.X0)(beside[0]?.path)}, which does not record these bytes; if that step re-ran, stamp it first.`);
        }
        else if (!input.artifacts.sourced.has(rel)) {
            (input.warnings ?? notes).push(`input ${(0,untrusted/* quoteUntrusted */.X0)(rel)} has no producing passport and no verifiable source, so the audit fails it (input-unprovenanced); cite its origin with --source ${(0,untrusted/* quoteUntrusted */.X0)(rel)}=… (an accession, a DOI, a URL with " (retrieved YYYY-MM-DD)").`);
        }
    }
}
/**
 * Refuses consumed passports that would close a cycle back to the passport being refreshed
 * (its recorded id): a passport can only consume work that existed before it.
 */
function checkNoCycle(previous, consumed, chain, dir) {
    const previousId = previous?.id ?? undefined;
    if (previousId === undefined || consumed.length === 0)
        return;
    const cycle = (0,digraph/* findPath */.Hh)(consumed, previousId, (id) => chain.byId.get(id)?.[0]?.summary?.consumed ?? []);
    if (cycle) {
        throw new StampError(`consuming ${cycle.map((id) => (0,untrusted/* quoteUntrusted */.X0)(id)).join(' → ')} would close a cycle back to this passport (${(0,untrusted/* quoteUntrusted */.X0)(previousId)}); a passport can only consume work that existed before it. Nothing was written. Drop the edge: passport-gate stamp ${(0,untrusted/* quoteUntrusted */.X0)(dir)} --drop-consumes ${(0,untrusted/* quoteUntrusted */.X0)(cycle[0])}`);
    }
}
/** Resolves a --consumes reference to a passport_id, or says why it cannot. */
function resolveConsumed(ref, candidates, byId) {
    const fail = (problem) => ({ ok: false, problem });
    if (UUID_PATTERN.test(ref)) {
        const id = (0,formats_passport/* foldPassportId */.r$)(ref);
        return byId.has(id)
            ? { ok: true, id }
            : fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} matches no passport_id in the repository`);
    }
    const checked = (0,relative_path/* checkRelativePath */._k)(ref.replace(/^\.\//, ''));
    if (!checked.ok)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} is not a path inside the repository`);
    const byPath = candidates.find((p) => p.path === checked.rel);
    const found = byPath ? [byPath] : candidates.filter((p) => p.dir === checked.rel);
    if (found.length === 0)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} is neither a passport_id nor a passport or a directory holding one`);
    if (found.length > 1)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(ref)} holds ${found.length} passports; name the *.passport.json file`);
    const id = found[0]?.id;
    if (id === null || id === undefined)
        return fail(`${(0,untrusted/* quoteUntrusted */.X0)(found[0]?.path)} has no readable passport_id`);
    return { ok: true, id };
}

;// CONCATENATED MODULE: ./src/produce/stamp/describe.ts
/**
 * What a stamp changed, line by line, for the person who ran it.
 */


/** Short digest for change lines. */
const describe_short = (sha) => (sha === null ? '?' : `${sha.slice(0, 12)}…`);
/** An artifact entry's recorded fields, but its position in the list. */
const fieldsOf = ({ index: _index, ...fields }) => fields;
/** The model fields compared whole: a change is one `~ field` line. */
const WHOLE_FIELDS = [
    ['schema_version', (p) => p.schemaVersion],
    ['produced_by', (p) => p.producedBy],
    ['decisions', (p) => p.decisions],
    ['parameters', (p) => p.parameters],
    ['errors', (p) => p.errors.map((e) => e.recorded)],
    ['downstream_hints', (p) => p.downstreamHints],
];
/** Human lines describing how `next` differs from `before` (both read: core/passport.ts). */
function describe_describeChanges(before, next, passportPath) {
    if (before === null) {
        return [
            `+ ${passportPath}: new passport ${next.writtenId ?? '?'} with ${next.outputs.length} output(s), ${next.inputs.length} input(s), ${next.consumed.length} consumed passport(s)`,
        ];
    }
    const lines = [];
    for (const kind of ['inputs', 'outputs']) {
        const label = kind.slice(0, -1);
        const old = new Map();
        for (const item of before[kind])
            old.set(item.path, item);
        const now = new Map(next[kind].map((a) => [a.path, a]));
        for (const [p, a] of now) {
            const o = old.get(p);
            if (!o)
                lines.push(`+ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(a.sha256)}`);
            else if (o.sha256 !== a.sha256)
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} sha256 ${describe_short(o.sha256)} → ${describe_short(a.sha256)}`);
            else if (!(0,external_node_util_namespaceObject.isDeepStrictEqual)(fieldsOf(o), fieldsOf(a)))
                lines.push(`~ ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)} metadata`);
        }
        for (const p of old.keys())
            if (!now.has(p))
                lines.push(`- ${label} ${(0,untrusted/* quoteUntrusted */.X0)(p)}`);
    }
    for (const c of next.consumed)
        if (!before.consumed.includes(c))
            lines.push(`+ consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const c of before.consumed)
        if (!next.consumed.includes(c))
            lines.push(`- consumed_passports ${(0,untrusted/* quoteUntrusted */.X0)(c)}`);
    for (const [key, field] of WHOLE_FIELDS)
        if (!(0,external_node_util_namespaceObject.isDeepStrictEqual)(field(before), field(next)))
            lines.push(`~ ${key}`);
    if (lines.length === 0 && before.createdAt !== next.createdAt)
        lines.push(`~ created_at ${(0,untrusted/* quoteUntrusted */.X0)(before.createdAt)} → ${(0,untrusted/* quoteUntrusted */.X0)(next.createdAt)} (after its producer's)`);
    if (lines.length === 0)
        lines.push('~ order or formatting of entries');
    return lines;
}

;// CONCATENATED MODULE: ./src/produce/stamp/index.ts
/**
 * Writing or refreshing a Material Passport for an output directory, in small
 * steps over the repository model the audit reads (repo/): the files a
 * passport must list are chosen by the audit's own ownership rule (the one
 * behind artifact-unlisted), hashed by the audit's digest service, and each
 * input's producer passport is found in the audit's chain index the way
 * chain-missing-reference looks for it, so a stamped directory audits clean by
 * construction (__tests__/produce/stamp-property.test.ts).
 *
 * Refresh rules (a passport already in the directory):
 *  - passport_id is kept; created_at moves to now only when something changed;
 *  - outputs are always recomputed from the bytes on disk;
 *  - inputs: given → replaced; not given → the recorded paths are re-hashed;
 *  - consumed_passports: given → replaced; not given → kept; producers of the
 *    inputs are always added;
 *  - decisions are replaced by step, errors by step + tool, parameters by key;
 *  - a passport recording a non-zero exit is never overwritten without `force`,
 *    but by `run` of the same step (`ranStep`): errors of that step and the
 *    parameters are then the run's.
 */























/**
 * Writes or refreshes `<runId>.passport.json` in an output directory and
 * returns what changed. Throws {@link StampError} (with what to do) when the
 * passport cannot be written truthfully; ConfigurationError for a bad root.
 *
 * @example
 * const result = await stamp({
 *   root: '.',
 *   directory: 'results/align',
 *   skill: 'bwa-alignment',
 *   skillVersion: '1.2.0',
 *   inputs: ['data/sampleA_R1.fastq.gz'],
 *   errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
 * });
 * console.log(result.status, result.path, result.id);
 */
async function stamp(options) {
    const config = options.config ?? DEFAULT_CONFIG;
    const notes = [];
    const warnings = [];
    const dir = normalizeDirectory(options.directory);
    checkGivenSources(options);
    // 1 the repository as the audit will see it once `dir` holds a passport
    const tree = await walkRepository(options.root, config, options.signal);
    const layout = buildLayout(tree, config, { newPassportDir: dir });
    const passports = await loadPassportsOf(tree, layout.passportPaths, config, options.signal);
    await checkDirectory(tree, dir);
    // 2 which passport, and what it recorded
    const target = chooseTarget(dir, passports.filter((p) => p.dir === dir), options);
    const previous = checkPrevious(target.existing, options, notes);
    // 3 its outputs and inputs, hashed by the audit's digest service
    const paths = createArtifactPaths(config.pathBase);
    const artifacts = await stampArtifacts({
        options,
        dir,
        tree,
        layout,
        digests: createDigestService(tree, {
            signal: options.signal,
            onProgress: options.onProgress,
        }),
        paths,
        pathBase: config.pathBase,
        externalLocations: config.externalInputs,
        previous: previous.passport,
        notes,
    });
    checkRunRecordKept(previous.passport, artifacts, options, target.path, dir, paths, notes);
    // 4 the passports it consumes, found as the audit's chain rules find them
    const chain = indexChain(passports, { inScope: () => false, paths });
    const consumed = resolveConsumedPassports({
        options,
        chain,
        passportPath: target.path,
        previous: previous.passport,
        artifacts,
        notes,
        warnings,
    });
    checkNoCycle(previous.passport, consumed, chain, dir);
    // 5 the passport, validated; 6 written, unless nothing changed or only checking
    const { passport, read, unchanged } = composePassport({
        options,
        dir,
        passportPath: target.path,
        previous,
        artifacts,
        consumed,
        chain,
        notes,
    });
    const changes = unchanged ? [] : describe_describeChanges(previous.passport, read, target.path);
    warnings.push(...previewDocumentFindings(target.path, passport));
    const status = previous.value === null ? 'created' : unchanged ? 'unchanged' : 'updated';
    let written = false;
    if (!options.check && status !== 'unchanged') {
        options.signal?.throwIfAborted();
        const text = `${JSON.stringify(passport, null, 2)}\n`;
        await writeFileAtomic(absoluteOf(tree.realRoot, target.path), text);
        written = true;
    }
    return {
        status,
        written,
        path: target.path,
        id: read.writtenId ?? '',
        passport,
        changes,
        notes,
        warnings,
    };
}
/**
 * A run record's artifacts are what the step read and wrote when `run` ran it: a hand stamp
 * that would record other bytes (a hand-edited output, a stray file, another input) is refused
 * without `force`, since the record would then claim the step made what it never made (no
 * printed fix launders, docs/rules.md "How a record was made"). With `force` the passport
 * becomes a hand record; with `check`, a note.
 */
function checkRunRecordKept(previous, artifacts, options, passportPath, dir, paths, notes) {
    if (options.run !== undefined || !(0,core_passport/* isRunRecord */.jM)(previous))
        return;
    const changed = changedArtifacts(previous, artifacts);
    if (changed.length === 0)
        return;
    const again = rerunCommand(previous, passportPath, dir, (p) => paths.rel(p, dir));
    const how = again
        ? `run the step again, as recorded: ${again}`
        : 'run the step again through `passport-gate run`';
    if (options.force !== true && options.check !== true)
        refuse(`refusing to re-stamp ${(0,untrusted/* quoteUntrusted */.X0)(passportPath)}: \`passport-gate run\` ran its step and recorded what it read and wrote, and these differ now:`, changed, `A re-stamp would record bytes the step never made or read. Restore the files (git checkout -- <file>), or ${how} (a workflow engine's own re-run, such as snakemake --forcerun <rule>, does the same). --force writes a hand record instead (recorded_by.method "stamp"), which the gate tells apart.`);
    notes.push(`${(0,untrusted/* quoteUntrusted */.X0)(passportPath)} is a run record whose artifacts changed (${changed.join('; ')}); ${options.force === true ? 'it becomes a hand record' : 'stamping it needs a re-run, or --force for a hand record'}.`);
}

;// CONCATENATED MODULE: ./src/produce/graph.ts




/**
 * Builds the consumed_passports graph of a set of passports. Nodes are
 * passport ids; an edge goes from a consumer to the producer it consumes;
 * edges on a cycle are marked; an edge to an id that matches no passport is
 * kept (its `to` is not a node), so unresolved references stay visible.
 *
 * @example
 * const graph = buildGraph(await loadPassports('.'));
 * for (const e of graph.edges) console.log(`${e.from} consumes ${e.to}`);
 */
function buildGraph(passports, options = {}) {
    const nodes = passports.map((p) => ({
        path: p.path,
        dir: p.dir,
        id: p.id,
        summary: p.summary,
        claimedId: p.claimedId ?? null,
    }));
    // Every passport is checked: the graph is the whole repository's.
    const chain = indexChain(nodes, {
        inScope: () => true,
        paths: createArtifactPaths(options.pathBase ?? 'root'),
    });
    return buildChainGraph(chain, options.failingPaths ?? new Set(), options.maxNodes ?? Number.POSITIVE_INFINITY);
}
/** Finds the node an `--around` argument names: a passport_id, a passport path, or its directory. */
function findGraphNode(graph, ref) {
    const normalized = ref.replace(/\\/g, '/').replace(/^\.\//, '').replace(/\/+$/, '');
    const id = foldPassportId(ref);
    if (graph.nodes.some((n) => n.id === id))
        return id;
    const byPath = graph.nodes.find((n) => n.path === normalized);
    if (byPath)
        return byPath.id;
    const inDir = graph.nodes.filter((n) => n.path !== null && n.path.slice(0, n.path.lastIndexOf('/')) === normalized);
    return inDir.length === 1 ? (inDir[0]?.id ?? null) : null;
}
/**
 * The part of a graph within `depth` consumed_passports steps of `centerId`,
 * upstream (what it consumed, transitively) and downstream (what consumed it),
 * without siblings reached by turning around (util/digraph.ts); pure.
 */
function selectNeighbourhood(graph, centerId, depth) {
    const upstream = new Map();
    const downstream = new Map();
    const link = (index, from, to) => {
        const list = index.get(from);
        if (list)
            list.push(to);
        else
            index.set(from, [to]);
    };
    for (const e of graph.edges) {
        link(upstream, e.from, e.to);
        link(downstream, e.to, e.from);
    }
    // Upstream and downstream apart: a sibling reached by turning around is not a neighbour.
    const kept = new Set();
    for (const index of [upstream, downstream])
        for (const id of (0,digraph/* reachWithin */.Hs)(centerId, depth, (n) => index.get(n) ?? []))
            kept.add(id);
    return {
        nodes: graph.nodes.filter((n) => kept.has(n.id)),
        edges: graph.edges.filter((e) => kept.has(e.from) && kept.has(e.to)),
    };
}

// EXTERNAL MODULE: ./src/export/in-toto.ts
var in_toto = __nccwpck_require__(2048);
;// CONCATENATED MODULE: ./src/util/xml-chars.ts
/**
 * Characters an exported string may not carry. PROV-JSON becomes PROV-XML, PROV-N and Graphviz
 * in the consumers' hands (the `prov` Python package: `serialize(format='xml')`, `prov_to_dot`),
 * and every PROV string is an `xsd:string`, whose characters are XML 1.0's `Char`
 * (https://www.w3.org/TR/xml/#NT-Char: #x9 | #xA | #xD | [#x20-#xD7FF] | [#xE000-#xFFFD] |
 * [#x10000-#x10FFFF]). lxml refuses the rest ("All strings must be XML compatible"), and so does
 * Graphviz when prov_to_dot hands them on. A passport is JSON, where any of them is one `\u`
 * escape away, so PROV-JSON goes through {@link escapeNonXmlCharsDeep}. In-toto statements do
 * not: they are JSON that no consumer turns into XML, and their predicate is the passport itself,
 * signed by `attest` (export/in-toto.ts).
 *
 * DEL and the C1 controls (U+007F–U+009F) are XML 1.0 characters, but the specification asks
 * authors to avoid them (https://www.w3.org/TR/xml/#charsets), XML 1.1 admits them only as
 * character references, and U+009B starts an escape sequence on a terminal that prints the
 * label. No passport means them, so they are escaped as well.
 */
/**
 * One character to escape: a C0 control other than tab, line feed and carriage return; DEL and
 * C1; U+FFFE and U+FFFF; a surrogate code unit that is not half of a pair.
 */
const NON_XML_CHAR = 
// eslint-disable-next-line no-control-regex
/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
/**
 * Replaces every character outside XML 1.0's `Char` (and DEL and C1) with visible `\uXXXX`
 * text, the form the reports use for controls, so the string is a valid `xsd:string` and still
 * shows what was there.
 *
 * @example
 * escapeNonXmlChars('bwa\u001b[31m') // 'bwa\\u001b[31m'
 */
function escapeNonXmlChars(value) {
    return value.replace(NON_XML_CHAR, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
/**
 * {@link escapeNonXmlChars} applied to every string of a JSON value — object keys included —
 * returning a copy; numbers, booleans and null are kept.
 */
function escapeNonXmlCharsDeep(value) {
    return escapeJson(value);
}
function escapeJson(value) {
    if (typeof value === 'string')
        return escapeNonXmlChars(value);
    if (Array.isArray(value))
        return value.map(escapeJson);
    if (value !== null && typeof value === 'object') {
        const out = {};
        for (const [key, inner] of Object.entries(value)) {
            // defineProperty, not assignment: a passport's own "__proto__" key stays a key.
            Object.defineProperty(out, escapeNonXmlChars(key), {
                value: escapeJson(inner),
                enumerable: true,
                writable: true,
                configurable: true,
            });
        }
        return out;
    }
    return value;
}

;// CONCATENATED MODULE: ./src/export/prov.ts
/**
 * W3C PROV-JSON for research data repositories
 * (https://www.w3.org/submissions/prov-json/, PROV-DM https://www.w3.org/TR/prov-dm/).
 *
 * Mapping, one passport = one skill run:
 *  - entity  `passport:<passport_id>`   the passport itself (prov:type pg:MaterialPassport)
 *  - entity  `artifact:<path>@<sha256>` each input/output version; an output of A that
 *            is an input of B (same path, same bytes) is one entity, so the
 *            chain reads naturally: A generated it, B used it;
 *  - activity `run:<passport_id>`       the run (pg:skill, pg:skill_version, prov:endTime = created_at,
 *                                       and its parameters, decisions and errors: describeScience)
 *  - agent   `agent:<name>`             produced_by.agent, when given (wasAssociatedWith)
 *  - used            run → each input
 *  - wasGeneratedBy  each output and the passport → run
 *  - wasDerivedFrom  consumer passport → each consumed passport (consumed_passports)
 *
 * Every string of the document is a valid xsd:string: characters XML 1.0 does not allow
 * (an ANSI escape in produced_by.agent, a lone surrogate) are written as visible `\uXXXX`
 * text (xml-chars.ts), since the consumers turn PROV-JSON into PROV-XML.
 */



/** Namespace of passport-gate's PROV attributes and types. */
const PROV_NAMESPACE = 'https://passport-gate.dev/ns/prov#';
/** The prefixes every exported document declares. */
const PROV_PREFIXES = Object.freeze({
    pg: PROV_NAMESPACE,
    passport: 'urn:uuid:',
    run: 'urn:passport-gate:run:',
    artifact: 'urn:passport-gate:artifact:',
    agent: 'urn:passport-gate:agent:',
    xsd: 'http://www.w3.org/2001/XMLSchema#',
});
/**
 * Percent-encodes a local name so it is a valid PROV-N qualified-name local
 * part: unreserved characters and `/` stay, everything else is %XX (UTF-8).
 */
function encodeLocalName(value) {
    // encodeURIComponent throws on a lone surrogate; escaped first, it is percent-encoded text.
    return escapeNonXmlChars(value)
        .split('/')
        .map((segment) => encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`))
        .join('/');
}
/** Identifier of a passport entity. */
const passportEntityId = (id) => `passport:${encodeLocalName(id)}`;
/** Identifier of the run activity of a passport. */
const runActivityId = (id) => `run:${encodeLocalName(id)}`;
/** Identifier of an artifact version. */
const artifactEntityId = (rel, sha256) => `artifact:${encodeLocalName(rel)}@${encodeLocalName(sha256)}`;
/**
 * The run's science as attributes of its activity, each a set of strings (PROV attributes may
 * hold several values; any parameter key and value survives PROV-XML, where an attribute is an
 * element name and so could not be the key itself):
 *  - `pg:parameter`  `key=value`, the value as JSON (`min_quality=20`, `ref="GRCh38"`);
 *  - `pg:decision`   each decisions[] entry as JSON;
 *  - `pg:error`      each errors[] entry (step, tool, exit_code, stderr_excerpt) as JSON.
 * Empty ones are left out.
 */
function describeScience(passport) {
    const attributes = {};
    const parameters = Object.entries(passport.parameters ?? {}).map(([key, value]) => `${key}=${JSON.stringify(value) ?? 'null'}`);
    const decisions = passport.decisions.map((d) => JSON.stringify(d));
    const errors = passport.errors.map((e) => JSON.stringify(e.recorded));
    if (parameters.length > 0)
        attributes['pg:parameter'] = parameters;
    if (decisions.length > 0)
        attributes['pg:decision'] = decisions;
    if (errors.length > 0)
        attributes['pg:error'] = errors;
    return attributes;
}
/**
 * Builds one PROV-JSON document for a set of passports. Deterministic: the
 * same passports in the same order give the same document.
 *
 * @example
 * const doc = toProvDocument(passports.map((p) => ({ path: p.path, dir: p.dir, passport: p.value })));
 */
function toProvDocument(sources, options = {}) {
    const doc = {
        prefix: { ...PROV_PREFIXES },
        entity: {},
        activity: {},
        agent: {},
        used: {},
        wasGeneratedBy: {},
        wasDerivedFrom: {},
        wasAssociatedWith: {},
    };
    // Relation ids are blank nodes numbered in order of creation.
    const counters = { u: 0, g: 0, d: 0, a: 0 };
    const relation = (kind) => `_:${kind}${++counters[kind]}`;
    const qualified = (name) => ({ $: name, type: 'prov:QUALIFIED_NAME' });
    for (const source of sources) {
        const { path: passportPath, dir } = source;
        const passport = source.read ?? (0,core_passport/* readPassport */.pN)(source.passport);
        const base = options.pathBase === 'passport' && dir !== '.' ? dir : '';
        const repoPath = (raw) => {
            const checked = (0,relative_path/* checkRelativePath */._k)(raw, base);
            return checked.ok ? checked.rel : raw;
        };
        // Ids compare as UUIDs (ignoring case): one passport is one entity however it is spelt.
        const pid = passport.id ?? '';
        const run = runActivityId(pid);
        const self = passportEntityId(pid);
        doc.entity[self] = {
            'prov:type': qualified('pg:MaterialPassport'),
            'prov:label': passportPath,
            'pg:path': passportPath,
            'pg:schema_version': passport.schemaVersion ?? undefined,
        };
        const activity = {
            'prov:type': qualified('pg:SkillRun'),
            'prov:label': `${passport.skill} ${passport.skillVersion}`,
            'prov:endTime': passport.createdAt ?? undefined,
            'pg:skill': passport.skill ?? undefined,
            'pg:skill_version': passport.skillVersion ?? undefined,
        };
        if (passport.sessionId !== null)
            activity['pg:session_id'] = passport.sessionId;
        Object.assign(activity, describeScience(passport));
        doc.activity[run] = activity;
        doc.wasGeneratedBy[relation('g')] = {
            'prov:entity': self,
            'prov:activity': run,
            'prov:time': passport.createdAt ?? undefined,
        };
        if (passport.agent !== null && passport.agent !== '') {
            const agent = `agent:${encodeLocalName(passport.agent)}`;
            doc.agent[agent] = {
                'prov:type': qualified('prov:SoftwareAgent'),
                'prov:label': passport.agent,
            };
            doc.wasAssociatedWith[relation('a')] = { 'prov:activity': run, 'prov:agent': agent };
        }
        const addArtifact = (ref) => {
            const rel = repoPath(ref.path);
            const sha256 = ref.sha256 ?? '';
            const id = artifactEntityId(rel, sha256);
            const entity = doc.entity[id] ?? {
                'prov:type': qualified('pg:Artifact'),
                'prov:label': rel,
                'pg:path': rel,
                'pg:sha256': sha256,
            };
            if (ref.type !== null)
                entity['pg:type'] = ref.type;
            if (ref.sizeBytes !== null)
                entity['pg:size_bytes'] = ref.sizeBytes;
            if (ref.source !== null)
                entity['pg:source'] = ref.source;
            doc.entity[id] = entity;
            return id;
        };
        for (const input of passport.inputs) {
            doc.used[relation('u')] = { 'prov:activity': run, 'prov:entity': addArtifact(input) };
        }
        for (const output of passport.outputs) {
            doc.wasGeneratedBy[relation('g')] = {
                'prov:entity': addArtifact(output),
                'prov:activity': run,
                'prov:time': passport.createdAt ?? undefined,
            };
        }
        for (const upstream of passport.consumed) {
            doc.wasDerivedFrom[relation('d')] = {
                'prov:generatedEntity': self,
                'prov:usedEntity': passportEntityId(upstream),
                'prov:activity': run,
            };
        }
    }
    return escapeNonXmlCharsDeep(doc);
}

;// CONCATENATED MODULE: ./src/report/graph-diagram.ts
/** Mermaid's default `maxTextSize`: larger diagrams are refused. https://mermaid.js.org/config/schema-docs/config.html#maxtextsize */
const MERMAID_MAX_TEXT_CHARS = 50_000;
/** Mermaid's default `maxEdges`. https://mermaid.js.org/config/schema-docs/config.html#maxedges */
const MERMAID_MAX_EDGES = 500;
/** Nodes drawn at most; a diagram of more is not readable in a job summary. */
const DIAGRAM_MAX_NODES = 150;
/** Longest label text (before escaping). */
const DIAGRAM_LABEL_MAX_CHARS = 80;
const DEFAULT_LIMITS = { maxNodes: DIAGRAM_MAX_NODES, maxEdges: MERMAID_MAX_EDGES };
/**
 * Chooses the nodes and edges to draw: failing and unresolved nodes and those
 * on a cycle first, then the rest in report order, up to `limits.maxNodes`;
 * cycle edges before the others, up to `limits.maxEdges`.
 */
function planDiagram(graph, limits = {}, changes) {
    const { maxNodes, maxEdges } = { ...DEFAULT_LIMITS, ...limits };
    const all = new Map();
    for (const n of graph.nodes)
        if (!all.has(n.id))
            all.set(n.id, { id: n.id, skill: n.skill, path: n.path, status: n.status });
    for (const e of graph.edges) {
        for (const id of [e.from, e.to])
            if (!all.has(id))
                all.set(id, { id, skill: null, path: null, status: 'unresolved' });
    }
    const onCycle = new Set(graph.edges.filter((e) => e.cycle).flatMap((e) => [e.from, e.to]));
    // With changes, every node has one (unchanged unless said), and changed and stale ones are drawn first too.
    if (changes)
        for (const n of all.values())
            n.change = changes.get(n.id) ?? 'unchanged';
    const urgent = (n) => n.status === 'fail' ||
        n.status === 'unresolved' ||
        onCycle.has(n.id) ||
        n.change === 'changed' ||
        n.change === 'stale';
    const ordered = [...all.values()]
        .filter(urgent)
        .concat([...all.values()].filter((n) => !urgent(n)));
    const kept = ordered.slice(0, Math.max(0, maxNodes));
    const keyOf = new Map();
    const nodes = kept.map((n, i) => {
        keyOf.set(n.id, `n${i}`);
        return { key: `n${i}`, ...n };
    });
    const seen = new Set();
    const candidates = [
        ...graph.edges.filter((e) => e.cycle),
        ...graph.edges.filter((e) => !e.cycle),
    ];
    const edges = [];
    let droppable = 0;
    for (const e of candidates) {
        const producer = keyOf.get(e.to);
        const consumer = keyOf.get(e.from);
        const dedupe = `${e.to}\u0000${e.from}`;
        if (seen.has(dedupe))
            continue;
        seen.add(dedupe);
        if (producer === undefined || consumer === undefined || edges.length >= maxEdges) {
            droppable++;
            continue;
        }
        edges.push({ from: producer, to: consumer, cycle: e.cycle });
    }
    return { nodes, edges, omittedNodes: all.size - nodes.length, omittedEdges: droppable };
}
/** The label text of a node (untrusted, unescaped, at most {@link DIAGRAM_LABEL_MAX_CHARS} characters). */
function nodeLabel(node) {
    // The change is written out too: a reader who cannot tell the outlines apart still reads it.
    const mark = node.change === 'changed' ? 'changed: ' : node.change === 'stale' ? 'stale: ' : '';
    const text = node.status === 'unresolved'
        ? `unresolved ${node.id}`
        : `${mark}${node.skill ?? 'unknown skill'} · ${node.path ?? node.id}`;
    const chars = [...text];
    return chars.length > DIAGRAM_LABEL_MAX_CHARS
        ? `${chars.slice(0, DIAGRAM_LABEL_MAX_CHARS - 1).join('')}…`
        : text;
}
/**
 * Escapes text for a double-quoted Mermaid label: letters, digits, space and
 * `_ . , / -` stay; everything else becomes a decimal entity code (`#34;`),
 * which Mermaid renders as the character and never parses as syntax.
 */
function escapeMermaidText(text) {
    let out = '';
    for (const ch of text)
        out += /^[A-Za-z0-9 _.,/-]$/.test(ch) ? ch : `#${ch.codePointAt(0)};`;
    return out;
}
const CLASS_DEFS = [
    'classDef pass fill:#dafbe1,stroke:#1a7f37,color:#1f2328',
    'classDef fail fill:#ffebe9,stroke:#d1242f,stroke-width:2px,color:#1f2328',
    'classDef unknown fill:#f6f8fa,stroke:#8c959f,color:#1f2328',
    'classDef unresolved fill:#fff8c5,stroke:#9a6700,stroke-dasharray:5 5,color:#1f2328',
];
/** Outlines of the change classes, defined after the status classes so their stroke wins. */
const CHANGE_CLASS_DEFS = [
    ['changed', 'classDef changed stroke:#0969da,stroke-width:4px'],
    ['stale', 'classDef stale stroke:#bc4c00,stroke-width:4px,stroke-dasharray:8 4'],
    ['unchanged', 'classDef unchanged stroke-width:1px'],
];
/** Formats a plan as a Mermaid flowchart (without the code fence). */
function renderMermaidPlan(plan) {
    const lines = ['flowchart LR'];
    for (const n of plan.nodes)
        lines.push(`  ${n.key}["${escapeMermaidText(nodeLabel(n))}"]:::${n.status}`);
    const cycleIndexes = [];
    plan.edges.forEach((e, i) => {
        if (e.cycle) {
            cycleIndexes.push(i);
            lines.push(`  ${e.from} ==>|cycle| ${e.to}`);
        }
        else
            lines.push(`  ${e.from} --> ${e.to}`);
    });
    for (const c of CLASS_DEFS)
        lines.push(`  ${c}`);
    if (plan.nodes.some((n) => n.change !== undefined)) {
        for (const [change, def] of CHANGE_CLASS_DEFS) {
            lines.push(`  ${def}`);
            const keys = plan.nodes.filter((n) => n.change === change).map((n) => n.key);
            if (keys.length > 0)
                lines.push(`  class ${keys.join(',')} ${change}`);
        }
    }
    if (cycleIndexes.length > 0)
        lines.push(`  linkStyle ${cycleIndexes.join(',')} stroke:#d1242f,stroke-width:3px`);
    return `${lines.join('\n')}\n`;
}
/**
 * The plan {@link renderMermaid} draws: {@link planDiagram} with fewer nodes
 * until the text fits {@link MERMAID_MAX_TEXT_CHARS}.
 */
function planMermaid(graph, limits = {}, changes) {
    let maxNodes = limits.maxNodes ?? DIAGRAM_MAX_NODES;
    for (;;) {
        const plan = planDiagram(graph, { ...limits, maxNodes }, changes);
        if (renderMermaidPlan(plan).length <= MERMAID_MAX_TEXT_CHARS || maxNodes <= 1)
            return plan;
        maxNodes = Math.floor(maxNodes / 2);
    }
}
/**
 * Renders the graph as a Mermaid flowchart (without the code fence): failing
 * passports in red, unresolved ids dashed, cycle edges thick and red.
 */
function renderMermaid(graph, limits = {}, changes) {
    return renderMermaidPlan(planMermaid(graph, limits, changes));
}

;// CONCATENATED MODULE: ./src/report/graph-dot.ts


/**
 * Escapes text for a DOT double-quoted `label`: it renders as the text itself.
 *
 * Graphviz decodes HTML entities in every string attribute (htmlEntityUTF8), so `&` becomes
 * `&amp;`: an id holding `&#92;n` would otherwise be a backslash and then a line break. In a
 * label Graphviz reads one level of backslash escapes (`\\` is a backslash, `\N` the node
 * name), so backslashes are doubled.
 */
function escapeDotLabel(value) {
    // escapeInvisible first: controls become visible \uXXXX text, whose backslash is then
    // escaped like any other, so DOT never sees an escape sequence the repository wrote.
    return (0,untrusted/* escapeInvisible */.ts)(value).replace(/&/g, '&amp;').replace(/\\/g, '\\\\').replace(/"/g, '\\"');
}
/**
 * Escapes text for a DOT double-quoted node `tooltip` (the SVG `<title>` and `xlink:title`): it
 * renders as the text itself.
 *
 * A node tooltip goes through two levels of backslash escapes where a label goes through one:
 * Graphviz first reads `\\` as a backslash (and `\x` as `x`), then substitutes `\N`, `\G`,
 * `\E`, `\T`, `\H` and `\L` in what is left, so `x\\N` in the source shows the node's name.
 * Four backslashes in the source are one in the tooltip. Checked with Graphviz 2.43 (`dot`
 * of Debian 12) and 16.1 (@hpcc-js/wasm-graphviz) in __tests__/consumers/graphviz-dot.test.ts;
 * an entity (`&#92;`) is no way out, since entities are decoded before the escapes are read.
 */
function escapeDotTooltip(value) {
    return (0,untrusted/* escapeInvisible */.ts)(value)
        .replace(/&/g, '&amp;')
        .replace(/\\/g, '\\\\\\\\')
        .replace(/"/g, '\\"');
}
/** Attributes of a node by status. */
const NODE_STYLE = {
    pass: 'color="#1a7f37"',
    fail: 'color="#d1242f", fontcolor="#d1242f", penwidth=2',
    unknown: 'color="#8c959f", style="rounded,dashed"',
    unresolved: 'color="#9a6700", style="rounded,dashed"',
};
/** Renders the graph as a DOT digraph. Deterministic: the plan's order. */
function renderDot(graph, limits = {}) {
    const plan = planDiagram(graph, {
        maxNodes: limits.maxNodes ?? Number.POSITIVE_INFINITY,
        maxEdges: limits.maxEdges ?? Number.POSITIVE_INFINITY,
    });
    const lines = [
        'digraph passports {',
        '  rankdir=LR;',
        '  node [shape=box, style=rounded, fontname="Helvetica"];',
    ];
    for (const n of plan.nodes) {
        const label = `${n.status === 'fail' ? 'FAILING: ' : ''}${nodeLabel(n)}`;
        lines.push(`  ${n.key} [label="${escapeDotLabel(label)}", tooltip="${escapeDotTooltip(n.id)}", ${NODE_STYLE[n.status]}];`);
    }
    for (const e of plan.edges) {
        lines.push(`  ${e.from} -> ${e.to}${e.cycle ? ' [label="cycle", color="#d1242f", penwidth=3]' : ''};`);
    }
    lines.push('}');
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/lib.ts
/**
 * passport-gate as a library, for pipelines written in Node
 * (`import { stamp, audit } from 'passport-gate'`). The CLI and the action are
 * thin layers over these same functions.
 *
 * @example
 * import { audit, stamp } from 'passport-gate';
 *
 * // after a pipeline step wrote results/align/
 * await stamp({
 *   root: '.',
 *   directory: 'results/align',
 *   skill: 'bwa-alignment',
 *   skillVersion: '1.2.0',
 *   inputs: ['data/sampleA_R1.fastq.gz'],
 *   errors: [{ step: 'align', tool: 'bwa', exit_code: 0, stderr_excerpt: '' }],
 * });
 * const report = await audit({ root: '.' });
 * if (!report.summary.passed) process.exitCode = 1;
 *
 * @packageDocumentation
 */

/**
 * Audits a repository: schemas, artifact digests, the consumed_passports
 * chain, handoff envelopes and packets. Returns the report that
 * `passport-gate audit --format json` prints (schemas/report.v1.schema.json).
 * Throws ConfigurationError when the root is unusable; everything the
 * repository contains becomes a finding, never an exception.
 *
 * @param options.root repository root
 * @param options.config parsed `.passport-gate.yml` (see {@link loadConfig}); default: none
 * @param options.changedFiles repository-relative changed paths; omit for every output directory
 * @param options.failOn severity that fails the run (default 'error')
 */
function lib_audit(options) {
    return audit(options);
}












var __webpack_exports__ConfigurationError = __webpack_exports__.j1;
var __webpack_exports__DEFAULT_CONFIG = __webpack_exports__.PV;
var __webpack_exports__IN_TOTO_STATEMENT_TYPE = __webpack_exports__.yH;
var __webpack_exports__MATERIAL_PASSPORT_PREDICATE_TYPE = __webpack_exports__._H;
var __webpack_exports__StampError = __webpack_exports__.kA;
var __webpack_exports__VERSION = __webpack_exports__.xv;
var __webpack_exports__audit = __webpack_exports__.sb;
var __webpack_exports__auditRepository = __webpack_exports__.Qx;
var __webpack_exports__buildGraph = __webpack_exports__.ZG;
var __webpack_exports__loadConfig = __webpack_exports__.Z9;
var __webpack_exports__loadPassports = __webpack_exports__.UP;
var __webpack_exports__renderDot = __webpack_exports__.qu;
var __webpack_exports__renderMermaid = __webpack_exports__.m6;
var __webpack_exports__selectNeighbourhood = __webpack_exports__.Hk;
var __webpack_exports__stamp = __webpack_exports__.iE;
var __webpack_exports__toInTotoStatement = __webpack_exports__.sv;
var __webpack_exports__toProvDocument = __webpack_exports__.YS;
export { __webpack_exports__ConfigurationError as ConfigurationError, __webpack_exports__DEFAULT_CONFIG as DEFAULT_CONFIG, __webpack_exports__IN_TOTO_STATEMENT_TYPE as IN_TOTO_STATEMENT_TYPE, __webpack_exports__MATERIAL_PASSPORT_PREDICATE_TYPE as MATERIAL_PASSPORT_PREDICATE_TYPE, __webpack_exports__StampError as StampError, __webpack_exports__VERSION as VERSION, __webpack_exports__audit as audit, __webpack_exports__auditRepository as auditRepository, __webpack_exports__buildGraph as buildGraph, __webpack_exports__loadConfig as loadConfig, __webpack_exports__loadPassports as loadPassports, __webpack_exports__renderDot as renderDot, __webpack_exports__renderMermaid as renderMermaid, __webpack_exports__selectNeighbourhood as selectNeighbourhood, __webpack_exports__stamp as stamp, __webpack_exports__toInTotoStatement as toInTotoStatement, __webpack_exports__toProvDocument as toProvDocument };
