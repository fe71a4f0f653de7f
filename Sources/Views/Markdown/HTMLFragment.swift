import Models

/// A small, bounded reader for the HTML inside Markdown (GitHub READMEs open with it): tags, the
/// attributes that matter, text with its entities decoded. Comments disappear, and so does the
/// content of the elements GitHub's tag filter and sanitizer remove (`script`, `style`, `title`,
/// `textarea`, `iframe`, …) when it is closed; one never closed shows its tag as typed, as GitHub's
/// tag filter escapes it, and hides nothing after it. Processing instructions (`<?php … ?>`),
/// declarations (`<!DOCTYPE html>`) and CDATA show nothing, as on GitHub; so does a tag never
/// closed (`<div id="x"` to the end), which a browser reads to the end as its attributes. It is
/// not a browser: it reads a fragment left to right once, and an element it does not know gives
/// only its text.
struct HTMLFragment {
    /// One piece of the fragment.
    enum Token: Equatable {
        /// Text, entities decoded, whitespace as it was.
        case text(String)
        /// An opening (or self-closing) tag, its name lower-cased, with the attributes read.
        case open(String, [String: String])
        /// A closing tag, its name lower-cased.
        case close(String)
    }

    /// The most tokens one fragment yields; the rest is dropped.
    static let maxTokens = Limit.htmlTokens.value
    /// The most attributes read from one tag; the rest are dropped.
    static let maxAttributes = Limit.htmlAttributes.value
    /// The longest entity read, `&` and `;` included (`&#x10FFFF;`, `&hellip;`): past it, `&` is text.
    static let longestEntity = Limit.htmlEntityLength.value
    /// Elements whose content never shows.
    static let hidden: Set<String> = ["script", "style", "title", "textarea", "xmp", "iframe", "noembed", "noframes", "plaintext", "template"]

    /// The tokens of `html`, at most `maxTokens`; with `hiding`, the content of a `hidden`
    /// element (and its tags) is left out. A single tag is read with `hiding` off.
    static func tokens(_ html: String, hiding: Bool = true) -> [Token] {
        var tokens: [Token] = []
        var text = ""
        var index = html.startIndex
        var hiddenUntil: String?
        // Where each filtered element's last closing tag starts, found once per name when needed.
        var lastClose: [String: String.Index?] = [:]
        func closedLater(_ name: String, after start: String.Index) -> Bool {
            let last = lastClose[name] ?? html.range(of: "</" + name, options: [.caseInsensitive, .backwards])?.lowerBound
            lastClose[name] = last
            return last.map { $0 > start } ?? false
        }
        // The first `>` at or after `from`, nil when there is none: every `<` up to it ends there.
        var closeSearch: (from: String.Index, found: String.Index?)?
        func nextClose(after start: String.Index) -> String.Index? {
            if let last = closeSearch, last.from <= start, last.found.map({ $0 > start }) ?? true { return last.found }
            let found = html[start...].firstIndex(of: ">")
            closeSearch = (start, found)
            return found
        }
        func flush() {
            if !text.isEmpty, hiddenUntil == nil { tokens.append(.text(decodeEntities(text))) }
            text = ""
        }
        while index < html.endIndex, tokens.count < maxTokens {
            let character = html[index]
            guard character == "<" else {
                text.append(character)
                index = html.index(after: index)
                continue
            }
            let rest = html[index...]
            if rest.hasPrefix("<!--") {
                flush()
                // A comment runs to `-->`, or to the end when it is never closed.
                index = rest.range(of: "-->").map(\.upperBound) ?? html.endIndex
                continue
            }
            // A processing instruction, CDATA or a declaration runs to its end, as cmark-gfm reads
            // them, and shows nothing.
            if let end = Self.unshownEnd(rest) {
                flush()
                index = rest.range(of: end).map(\.upperBound) ?? html.endIndex
                continue
            }
            // A `<` that starts no tag is text, told in O(1): a tag's name starts right after it
            // (after `/` for a closing tag), and the `>` that ends it is looked for at most once
            // past each place (`closeSearch`), however many `<` come before it.
            guard startsTag(rest) else {
                text.append(character)
                index = html.index(after: index)
                continue
            }
            guard let end = nextClose(after: index) else {
                // A tag never closed: a browser reads the rest as its name and attributes.
                flush()
                index = html.endIndex
                break
            }
            guard let tag = tag(String(rest[rest.index(after: rest.startIndex)..<end])) else {
                text.append(character)
                index = html.index(after: index)
                continue
            }
            let start = index
            flush()
            index = html.index(after: end)
            if let hidden = hiddenUntil {
                if case .close(hidden) = tag { hiddenUntil = nil }
                continue
            }
            if hiding, case .open(let name, _) = tag, hidden.contains(name) {
                if closedLater(name, after: start) {
                    hiddenUntil = name
                } else {
                    tokens.append(.text(String(html[start...end])))
                }
                continue
            }
            tokens.append(tag)
        }
        flush()
        return tokens
    }

    /// The end of the processing instruction (`?>`), CDATA (`]]>`) or declaration (`>`) `text`
    /// starts with, or nil when it starts none.
    private static func unshownEnd(_ text: Substring) -> String? {
        if text.hasPrefix("<?") { return "?>" }
        if text.hasPrefix("<![CDATA[") { return "]]>" }
        if text.hasPrefix("<!"), text.dropFirst(2).first?.isLetter == true { return ">" }
        return nil
    }

    /// Whether `text`, which starts with `<`, may start a tag: `<` then a letter, or `</` then one.
    private static func startsTag(_ text: Substring) -> Bool {
        var next = text.dropFirst()
        if next.first == "/" { next = next.dropFirst() }
        return next.first?.isLetter == true
    }

    /// The tag inside `<…>`, or nil when it is not one (`<!doctype>` and `<?…?>` are nothing).
    private static func tag(_ inside: String) -> Token? {
        var body = Substring(inside)
        let closing = body.first == "/"
        if closing { body = body.dropFirst() }
        let name = body.prefix { $0.isLetter || $0.isNumber || $0 == "-" }.lowercased()
        guard !name.isEmpty, body.first?.isLetter == true else { return nil }
        if closing { return .close(name) }
        return .open(name, attributes(body.dropFirst(name.count)))
    }

    /// `name="value"`, `name='value'`, `name=value` and bare `name`, names lower-cased; at most
    /// `maxAttributes` of them.
    private static func attributes(_ text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        var rest = text
        while result.count < maxAttributes {
            rest = rest.drop { $0.isWhitespace || $0 == "/" }
            let name = rest.prefix { !$0.isWhitespace && $0 != "=" && $0 != "/" && $0 != ">" }.lowercased()
            guard !name.isEmpty else { break }
            rest = rest.dropFirst(name.count).drop { $0.isWhitespace }
            guard rest.first == "=" else {
                result[name] = ""
                continue
            }
            rest = rest.dropFirst().drop { $0.isWhitespace }
            var value: Substring
            if let quote = rest.first, quote == "\"" || quote == "'" {
                rest = rest.dropFirst()
                value = rest.prefix { $0 != quote }
                rest = rest.dropFirst(value.count).dropFirst()
            } else {
                value = rest.prefix { !$0.isWhitespace }
                rest = rest.dropFirst(value.count)
            }
            result[name] = decodeEntities(String(value))
        }
        return result
    }

    /// The named entities READMEs use, and every numeric one; an unknown one stays as written.
    private static let entities: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u{00A0}", "copy": "©", "reg": "®", "trade": "™",
        "mdash": "—", "ndash": "–", "hellip": "…", "middot": "·", "bull": "•", "rarr": "→", "larr": "←", "times": "×",
    ]

    /// `text` with `&name;`, `&#NNN;` and `&#xHH;` decoded.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            rest = rest[amp...]
            guard let semicolon = rest.prefix(longestEntity).firstIndex(of: ";") else {
                result.append("&")
                rest = rest.dropFirst()
                continue
            }
            let name = rest[rest.index(after: rest.startIndex)..<semicolon]
            if let decoded = decode(name) {
                result += decoded
                rest = rest[rest.index(after: semicolon)...]
            } else {
                result.append("&")
                rest = rest.dropFirst()
            }
        }
        return result + rest
    }

    private static func decode(_ name: Substring) -> String? {
        if name.first == "#" {
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            // A control character or no character at all is not drawn.
            guard let value, value >= 0x20, let scalar = Unicode.Scalar(value) else { return nil }
            return String(Character(scalar))
        }
        return entities[String(name)]
    }
}
