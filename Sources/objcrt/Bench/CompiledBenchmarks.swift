#if canImport(Glibc)
import Glibc
#endif

/// The `compiled.*` rows of `objcrt bench`: Benchmarks/compiled/bench.m, compiled by
/// `objcrt cc -O2` (clang, GNUstep 2.0 ABI, the runtime linked statically) and run. The
/// program times itself with Benchmarks/common/measure.h — the peers' timing — beside a
/// direct C call in the same program, the baseline each row is compared with. Skipped, with a
/// message, when no clang is on PATH.
enum CompiledBenchmarks {
    /// One row the program printed.
    struct Row {
        let name: String
        let nsPerOp: Double
        let directNsPerOp: Double
    }

    /// Builds and runs the program; nil (and a message on standard error) when it cannot.
    static func run() -> [Row]? {
        guard let driver = ClangDriver.standard(for: "compiled.*") else { return nil }
        let root = driver.library.root
        let exe = "/tmp/objcrt-bench-compiled-\(getpid())", out = exe + ".out"
        defer { unlink(exe); unlink(out) }
        guard (try? driver.compile(["-O2", root + "/Benchmarks/compiled/bench.m", "-o", exe])) == 0 else {
            printError("compiled.*: Benchmarks/compiled/bench.m did not build; skipped")
            return nil
        }
        guard Spawn.run(exe, [], output: out) == 0 else {
            printError("compiled.*: the benchmark program failed; skipped")
            return nil
        }
        return readLines(out).compactMap(parse)
    }

    /// The raw text of `key`'s value in one flat JSON object a compiled bench program printed
    /// (a string keeps its quotes); nil when the key is missing.
    static func field(_ key: String, in line: String) -> Substring? {
        guard let start = line.range(of: "\"\(key)\":") else { return nil }
        let rest = line[start.upperBound...]
        let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
        return rest[..<end]
    }

    /// `{"name":"…","ns_per_op":…,"direct_ns_per_op":…}` → a row.
    static func parse(_ line: String) -> Row? {
        func field(_ key: String) -> Substring? { Self.field(key, in: line) }
        guard let name = field("name")?.dropFirst().dropLast(), let ns = field("ns_per_op").flatMap({ Double($0) }),
              let direct = field("direct_ns_per_op").flatMap({ Double($0) }) else { return nil }
        return Row(name: String(name), nsPerOp: ns, directNsPerOp: direct)
    }

    /// The lines of a file.
    static func readLines(_ path: String) -> [String] {
        guard let f = fopen(path, "r") else { return [] }
        defer { fclose(f) }
        var lines: [String] = []
        var buffer = [CChar](repeating: 0, count: 4096)
        while fgets(&buffer, Int32(buffer.count), f) != nil {
            let end = buffer.firstIndex(of: 0) ?? buffer.count
            lines.append(String(decoding: buffer[..<end].map { UInt8(bitPattern: $0) }, as: UTF8.self).trimmingTrailingNewline())
        }
        return lines
    }
}

private extension String {
    func trimmingTrailingNewline() -> String { hasSuffix("\n") ? String(dropLast()) : self }
}
