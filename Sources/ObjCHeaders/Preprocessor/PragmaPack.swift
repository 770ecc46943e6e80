/// `#pragma pack`: the largest alignment a struct's fields may have, with clang's stack of
/// saved values (`push`, `pop`, labels). The preprocessor keeps one per run and notes where
/// the value changes; the parser gives each struct the value in effect where it is defined.
struct PragmaPack {
    /// The value in effect, nil for the target's default (no limit).
    private(set) var current: Int?
    private var stack: [(label: String?, value: Int?)] = []

    /// Applies `#pragma pack` with the tokens after `pack`; returns a warning for a form clang
    /// ignores (with the reason), nil otherwise.
    mutating func apply(_ tokens: [Token]) -> String? {
        guard tokens.first?.isPunct("(") == true, tokens.last?.isPunct(")") == true else {
            return "missing '(' after '#pragma pack' - ignoring"
        }
        var arguments: [[Token]] = [[]]
        for t in tokens.dropFirst().dropLast() {
            if t.isPunct(",") { arguments.append([]) } else { arguments[arguments.count - 1].append(t) }
        }
        let words = arguments.map { $0.map(\.text).joined() }
        let invalid = "expected #pragma pack parameter to be '1', '2', '4', '8', or '16'"
        func value(_ w: String) -> Int?? {
            guard let n = Int(w) else { return nil }
            return [1, 2, 4, 8, 16].contains(n) ? .some(n) : .none
        }
        /// The label and the new value among `push` / `pop`'s arguments (nil: invalid); a
        /// push's label must be an identifier, a pop's may be any word.
        func labelAndValue(identifierLabel: Bool) -> (label: String?, value: Int?)? {
            var label: String?
            var newValue: Int?
            for w in words.dropFirst() {
                if let n = value(w) {
                    guard let n else { return nil }
                    newValue = n
                } else if !identifierLabel || w.first.map({ $0.isLetter || $0 == "_" }) == true {
                    label = w
                } else {
                    return nil
                }
            }
            return (label, newValue)
        }
        switch words.first ?? "" {
        case "":
            guard words.count == 1 else { return invalid }
            current = nil
        case "show":
            break
        case "push":
            guard let (label, newValue) = labelAndValue(identifierLabel: true) else { return invalid }
            stack.append((label, current))
            if let newValue { current = newValue }
        case "pop":
            guard let (label, newValue) = labelAndValue(identifierLabel: false) else { return invalid }
            if let label {
                // Pops up to and including the entry pushed with that label.
                guard let k = stack.lastIndex(where: { $0.label == label }) else {
                    return "#pragma pack(pop, ...) failed: stack empty"
                }
                current = stack[k].value
                stack.removeSubrange(k...)
            } else if let top = stack.popLast() {
                current = top.value
            } else if newValue == nil {
                return "#pragma pack(pop, ...) failed: stack empty"
            }
            if let newValue { current = newValue }
        default:
            guard words.count == 1, let n = value(words[0]) else { return invalid }
            guard let n else { return invalid }
            current = n
        }
        return nil
    }
}
