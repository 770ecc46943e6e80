/* The value classes under the symbols compiled Objective-C links against
 * (rt_class_symbols.h): `[NSString stringWithUTF8String:…]` in a .m file loads
 * `._OBJC_REF_CLASS_NSString`, a subclass of NSArray names `._OBJC_CLASS_NSArray` as its
 * superclass, and every `@"…"` literal names `._OBJC_CLASS_NSConstantString`. */
#include "rt_class.h"
#include "rt_class_symbols.h"
#include "rt_values.h"
#include "rt_values_private.h"
#include <string.h>

RT_CLASS_SYMBOLS(NSString);
RT_CLASS_SYMBOLS(NSMutableString);
RT_CLASS_SYMBOLS(NSConstantString);
RT_CLASS_SYMBOLS(NSTaggedPointerString);
RT_CLASS_SYMBOLS(NSNumber);
RT_CLASS_SYMBOLS(NSDecimalNumber);
RT_CLASS_SYMBOLS(NSArray);
RT_CLASS_SYMBOLS(NSMutableArray);
RT_CLASS_SYMBOLS(NSDictionary);
RT_CLASS_SYMBOLS(NSMutableDictionary);
RT_CLASS_SYMBOLS(NSSet);
RT_CLASS_SYMBOLS(NSMutableSet);
RT_CLASS_SYMBOLS(NSData);
RT_CLASS_SYMBOLS(NSMutableData);
RT_CLASS_SYMBOLS(NSDate);
RT_CLASS_SYMBOLS(NSNull);
RT_CLASS_SYMBOLS(NSValue);
RT_CLASS_SYMBOLS(NSIndexSet);
RT_CLASS_SYMBOLS(NSURL);
RT_CLASS_SYMBOLS(NSAttributedString);
RT_CLASS_SYMBOLS(NSBlock);
RT_CLASS_SYMBOLS(NSMethodSignature);
RT_CLASS_SYMBOLS(NSInvocation);
RT_CLASS_SYMBOLS(NSException);
RT_CLASS_SYMBOLS(NSBundle);
RT_CLASS_SYMBOLS(NSError);
/* Built by a Swift layer after start-up (DynamicDefaults), published by rt_values_publishLayerClass. */
RT_CLASS_SYMBOLS(NSUserDefaults);
/* Built by ModelMapping's layers (JSONSerializationClass, KeyedArchiverClass), published the same way. */
RT_CLASS_SYMBOLS(NSJSONSerialization);
RT_CLASS_SYMBOLS(NSCoder);
RT_CLASS_SYMBOLS(NSKeyedArchiver);
RT_CLASS_SYMBOLS(NSKeyedUnarchiver);

/* Sets each reference variable to its class. Lock: the runtime lock inside the lookups. */
void rt_values_publishClassSymbols(void) {
    struct {
        Class *ref;
        const char *name;
    } refs[] = {
        {&rt_class_ref_NSString, "NSString"},         {&rt_class_ref_NSMutableString, "NSMutableString"},
        {&rt_class_ref_NSConstantString, "NSConstantString"},
        {&rt_class_ref_NSTaggedPointerString, "NSTaggedPointerString"},
        {&rt_class_ref_NSNumber, "NSNumber"},         {&rt_class_ref_NSDecimalNumber, "NSDecimalNumber"},
        {&rt_class_ref_NSArray, "NSArray"},           {&rt_class_ref_NSMutableArray, "NSMutableArray"},
        {&rt_class_ref_NSDictionary, "NSDictionary"}, {&rt_class_ref_NSMutableDictionary, "NSMutableDictionary"},
        {&rt_class_ref_NSSet, "NSSet"},               {&rt_class_ref_NSMutableSet, "NSMutableSet"},
        {&rt_class_ref_NSData, "NSData"},             {&rt_class_ref_NSMutableData, "NSMutableData"},
        {&rt_class_ref_NSDate, "NSDate"},             {&rt_class_ref_NSNull, "NSNull"},
        {&rt_class_ref_NSValue, "NSValue"},           {&rt_class_ref_NSIndexSet, "NSIndexSet"},
        {&rt_class_ref_NSURL, "NSURL"},               {&rt_class_ref_NSAttributedString, "NSAttributedString"},
        {&rt_class_ref_NSBlock, "NSBlock"},
        {&rt_class_ref_NSMethodSignature, "NSMethodSignature"}, {&rt_class_ref_NSInvocation, "NSInvocation"},
        {&rt_class_ref_NSException, "NSException"},
        {&rt_class_ref_NSBundle, "NSBundle"},
        {&rt_class_ref_NSError, "NSError"},
    };
    for (size_t i = 0; i < sizeof refs / sizeof refs[0]; i++) *refs[i].ref = rt_objc_getClass(refs[i].name);
}

/* A class a Swift layer builds after start-up gets its reference variable here, once the
 * class is registered (before any compiled code that uses it is loaded). False for a name
 * with no symbols in this file. No lock: one store of a pointer-sized variable. */
bool rt_values_publishLayerClass(const char *name, Class cls) {
    struct {
        Class *ref;
        const char *name;
    } layers[] = {
        {&rt_class_ref_NSUserDefaults, "NSUserDefaults"}, {&rt_class_ref_NSJSONSerialization, "NSJSONSerialization"},
        {&rt_class_ref_NSCoder, "NSCoder"},               {&rt_class_ref_NSKeyedArchiver, "NSKeyedArchiver"},
        {&rt_class_ref_NSKeyedUnarchiver, "NSKeyedUnarchiver"},
    };
    for (size_t i = 0; name && i < sizeof layers / sizeof layers[0]; i++) {
        if (strcmp(name, layers[i].name) == 0) {
            *layers[i].ref = cls;
            return true;
        }
    }
    return false;
}
