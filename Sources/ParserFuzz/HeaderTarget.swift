// The header front-end under the fuzzer: what `objcrt declare` runs on a file.
import ObjCEncoding
import ObjCHeaders

/// `header`: any text compiles or is refused with a `HeaderError` at a real position; and
/// every string a compiled header hands to the runtime (attribute strings, method encodings,
/// ivar types) must be one the ObjCEncoding parsers accept, since `RuntimeInstaller` passes
/// them on to code that parses them — except where a vector is involved: clang encodes a
/// vector as nothing, so its strings (`v48@0:81632`) are clang's and need not parse.
func fuzzHeader(_ input: String) {
    for abi in TargetABI.allCases {
        let header: CompiledHeader
        do {
            header = try HeaderCompiler.compile(input, fileName: "fuzz.h", target: abi)
        } catch let e as HeaderError {
            fuzzCheck(e.line >= 1 && e.column >= 1, "error position \(e.location) is not 1-based")
            return
        } catch {
            fuzzCheck(false, "compile threw \(type(of: error)), not HeaderError: \(error)")
            return
        }
        for c in header.classes {
            checkProperties(c.properties, in: c.name)
            checkMethods(c.methods, in: c.name)
            for ivar in c.ivars {
                fuzzCheck(ivar.offset >= 0 && ivar.size >= 0, "ivar \(c.name).\(ivar.name) has a negative offset or size")
                if ivar.bitWidth == nil, !header.file.types.mentionsVector(ivar.cType) {
                    fuzzCheck((try? ObjCType.parse(ivar.type)) != nil, "ivar \(c.name).\(ivar.name) type '\(ivar.type)' does not parse")
                }
            }
            fuzzCheck(c.instanceSize >= 0, "class \(c.name) has a negative instance size")
        }
        for p in header.protocols {
            checkProperties(p.properties, in: p.name)
            checkMethods(p.methods, in: p.name)
        }
        for w in header.warnings { _ = w.description }
    }
}

private func checkProperties(_ properties: [CompiledProperty], in owner: String) {
    for p in properties where !p.mentionsVector {
        fuzzCheck((try? PropertyAttributes.parse(p.attributes)) != nil,
                  "\(owner).\(p.name): attribute string '\(p.attributes)' does not parse")
        fuzzCheck((try? MethodSignature.parse(p.getterTypes)) != nil,
                  "\(owner).\(p.name): getter encoding '\(p.getterTypes)' does not parse")
        if let setter = p.setterTypes {
            fuzzCheck((try? MethodSignature.parse(setter)) != nil,
                      "\(owner).\(p.name): setter encoding '\(setter)' does not parse")
        }
    }
}

private func checkMethods(_ methods: [CompiledMethod], in owner: String) {
    for m in methods where !m.mentionsVector {
        fuzzCheck((try? MethodSignature.parse(m.types)) != nil,
                  "\(owner) \(m.selector): method encoding '\(m.types)' does not parse")
    }
}
