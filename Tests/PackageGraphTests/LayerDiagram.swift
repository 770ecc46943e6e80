/// The layer diagram of Docs/Architecture.md ("## Layers", the first fenced block) read as a
/// graph. A module is drawn as its name, its box reaching to the end of a `(…)` that follows
/// on the same line (to the line's end when the parenthesis closes on a later line). A `│`
/// column joins the first module box above it to the first one below it, passing through
/// `│` and spaces only; `─…→` joins the box on its left to the one on its right. Each join
/// reads "the upper (left) module depends on the lower (right) one". A `← A, B` after a line's
/// first module lists modules that use it (the side stack, drawn beside the main one).
struct LayerDiagram {
    struct Edge: Hashable, CustomStringConvertible {
        let from: String, to: String
        var description: String { "\(from) → \(to)" }
    }

    struct Box {
        let module: String
        let columns: Range<Int>
    }

    var modules: Set<String> = []
    var edges: Set<Edge> = []
    /// Module → the modules a `←` list after it names as its users.
    var listedUsers: [String: Set<String>] = [:]
    /// Lines that join nothing, as "line L, column C: why".
    var danglingJoins: [String] = []

    init(lines text: [String], moduleNames: Set<String>) {
        let lines = text.map(Array.init)
        let boxes = lines.map { Self.boxes(in: $0, moduleNames: moduleNames) }
        modules = Set(boxes.flatMap { $0.map(\.module) })
        func box(_ line: Int, _ column: Int) -> String? { boxes[line].first { $0.columns.contains(column) }?.module }
        func char(_ line: Int, _ column: Int) -> Character { column < lines[line].count ? lines[line][column] : " " }
        /// The module a `│` at (line, column) reaches going `step` lines at a time.
        func end(from line: Int, _ column: Int, step: Int) -> String? {
            var l = line + step
            while l >= 0 && l < lines.count {
                if let m = box(l, column) { return m }
                guard char(l, column) == "│" || char(l, column) == " " else { return nil }
                l += step
            }
            return nil
        }
        for (l, line) in lines.enumerated() {
            for (c, ch) in line.enumerated() where box(l, c) == nil {
                if ch == "│" {
                    // One edge per bar: read it from its top character.
                    if l > 0 && char(l - 1, c) == "│" { continue }
                    guard let upper = end(from: l, c, step: -1), let lower = end(from: l, c, step: 1) else {
                        danglingJoins.append("line \(l + 1), column \(c + 1): a │ that does not join two modules")
                        continue
                    }
                    edges.insert(Edge(from: upper, to: lower))
                } else if ch == "→" {
                    var left = c - 1
                    while left >= 0 && (line[left] == "─" || line[left] == " ") { left -= 1 }
                    var right = c + 1
                    while right < line.count && line[right] == " " { right += 1 }
                    guard left >= 0, let from = box(l, left), right < line.count, let to = box(l, right) else {
                        danglingJoins.append("line \(l + 1), column \(c + 1): an arrow that does not join two modules")
                        continue
                    }
                    edges.insert(Edge(from: from, to: to))
                }
            }
            if let arrow = line.firstIndex(of: "←"), let used = boxes[l].first(where: { $0.columns.upperBound <= arrow }) {
                let users = boxes[l].filter { $0.columns.lowerBound > arrow }.map(\.module)
                if !users.isEmpty { listedUsers[used.module, default: []].formUnion(users) }
            }
        }
    }

    /// The module names on a line, as whole words, left to right, each with its box.
    static func boxes(in line: [Character], moduleNames: Set<String>) -> [Box] {
        var out: [Box] = []
        var i = 0
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        while i < line.count {
            guard isWord(line[i]), i == 0 || !isWord(line[i - 1]) else { i += 1; continue }
            var j = i
            while j < line.count && isWord(line[j]) { j += 1 }
            let word = String(line[i..<j])
            guard moduleNames.contains(word) else { i = j; continue }
            var end = j
            if j + 1 < line.count && line[j] == " " && line[j + 1] == "(" {
                end = line[(j + 1)...].firstIndex(of: ")").map { $0 + 1 } ?? line.count
            }
            out.append(Box(module: word, columns: i..<end))
            i = end
        }
        return out
    }

    /// The fenced blocks of the section `heading` of a Markdown text, each as its lines.
    static func fencedBlocks(in markdown: String, section heading: String) -> [[String]] {
        var blocks: [[String]] = []
        var inSection = false, inBlock = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.hasPrefix("## ") { inSection = line == heading }
            guard inSection else { continue }
            if line.hasPrefix("```") {
                if !inBlock { blocks.append([]) }
                inBlock.toggle()
            } else if inBlock {
                blocks[blocks.count - 1].append(line)
            }
        }
        return blocks
    }
}
