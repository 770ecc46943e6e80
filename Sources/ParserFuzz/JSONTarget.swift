// The JSON module's reader under the fuzzer, with both its builders (JSONValue and
// ModelMapping's runtime objects), and what it feeds: the runtime's value classes and the
// model mapper.
import JSON
import ModelMapping
import ObjCHeaders
import ObjCRuntime

/// `json`: any text parses or is refused with `invalidJSON` at an offset inside it (or
/// `nestingTooDeep`), the same verdict as a `JSONValue` and as runtime objects; a `JSONValue`'s
/// text reads back to the same text. A parsed value writes back to text that parses to text identical to
/// itself, survives the trip through runtime objects (NSDictionary, NSNumber, … in
/// `CSupport/ValueClasses`), and maps onto a model class without anything worse than a typed error.
func fuzzJSON(_ input: String) {
    let plain: JSONValue?
    do {
        let json = try JSONValue(parsing: input)
        plain = json
        let text = json.text()
        fuzzCheck((try? JSONValue(parsing: text))?.text() == text, "JSONValue round trip changed the text")
    } catch {
        plain = nil
    }
    let value: BridgedValue
    do {
        value = try JSONText.parse(input)
        fuzzCheck(plain != nil, "JSONValue refused text the object reader took")
    } catch {
        fuzzCheck(plain == nil, "JSONValue took text the object reader refused: \(error)")
        switch error {
        case .invalidJSON(_, let offset):
            fuzzCheck(offset >= 0 && offset <= input.utf8.count, "error offset \(offset) outside the input")
        case .nestingTooDeep: break
        default: fuzzCheck(false, "parse threw \(error), not invalidJSON")
        }
        return
    }
    if let text = try? JSONText.string(from: value) {
        do {
            fuzzCheck(try JSONText.string(from: JSONText.parse(text)) == text, "JSON round trip changed the text")
        } catch {
            fuzzCheck(false, "the JSON writer made text its reader refuses: \(error)")
        }
    }
    if let object = try? value.makeObject() {
        do {
            fuzzCheck(try BridgedValue(object: object) == value, "runtime objects changed the value")
        } catch {
            fuzzCheck(false, "a runtime object made from JSON does not convert back: \(error)")
        }
    }
    if let cls = fuzzModelClass, let model = try? cls.model(withJSON: input) {
        _ = try? model.toJSONString()
    }
}

/// A model class with one property of each kind the mapper converts to, installed once.
let fuzzModelClass: ObjCClass? = {
    let header = """
        #import <Foundation/Foundation.h>
        @interface FuzzModel : NSObject
        @property (nonatomic, copy) NSString *name;
        @property (nonatomic) NSInteger count;
        @property (nonatomic) unsigned char small;
        @property (nonatomic) double ratio;
        @property (nonatomic) float weight;
        @property (nonatomic) BOOL flag;
        @property (nonatomic) bool b;
        @property (nonatomic, strong) NSNumber *number;
        @property (nonatomic, copy) NSArray *list;
        @property (nonatomic, copy) NSDictionary *map;
        @property (nonatomic, strong) NSDate *date;
        @property (nonatomic, strong) NSData *data;
        @property (nonatomic, strong) id anything;
        @property (nonatomic, strong) FuzzModel *child;
        @end
        """
    guard (try? RuntimeInstaller.install(header, fileName: "FuzzModel.h")) != nil else { return nil }
    return try? ObjCClass.named("FuzzModel")
}()
