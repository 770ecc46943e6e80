// Written for MiniObjC's corpus in the style of model-mapping libraries' class-info
// headers: the runtime's opaque handles (`Ivar` is `struct objc_ivar *`, encoded
// `^{objc_ivar=}`), other pointers to structures that are only declared (`FILE *`,
// `sqlite3 *`, a private `struct Opaque *`, a union), `va_list` parameters, C arrays and
// sizes written with `sizeof`.
#import <Foundation/Foundation.h>
#import <objc/runtime.h>
#import <objc/message.h>
#include <stdarg.h>
#include <stdio.h>
#include <sqlite3.h>

struct Opaque;
union Packet;
_Static_assert(sizeof(void *) == 8, "a 64-bit layout");
struct Frame { char name[sizeof(void *) * 2]; int slots[_Alignof(double)]; unsigned flags : sizeof(short) * 4; };
typedef struct Opaque *OpaqueRef;
typedef const struct Opaque *ConstOpaqueRef;

@interface RuntimeInspector : NSObject
@property (nonatomic, assign, readonly) Ivar ivar;
@property (nonatomic, assign, readonly) Method method;
@property (nonatomic, assign, readonly) objc_property_t property;
@property (nonatomic, assign) Category category;
@property (nonatomic, assign) IMP implementation;
@property (nonatomic, assign) SEL selector;
@property (nonatomic, strong) Class cls;
@property (nonatomic, assign) objc_AssociationPolicy policy;
@property (nonatomic, assign) struct objc_method_description methodDescription;
@property (nonatomic, assign) objc_property_attribute_t attribute;
@property (nonatomic, assign) Ivar *ivarList;
@property (nonatomic, assign) FILE *logFile;
@property (nonatomic, assign) sqlite3 *database;
@property (nonatomic, assign) sqlite3_stmt *statement;
@property (nonatomic, assign) struct Opaque *opaque;
@property (nonatomic, assign) OpaqueRef opaqueRef;
@property (nonatomic, assign) ConstOpaqueRef constOpaqueRef;
@property (nonatomic, assign) union Packet *packet;
@property (nonatomic, assign) struct Opaque **opaqueHandle;
@property (nonatomic, assign) va_list *arguments;
@property (nonatomic, assign) uuid_t *uuidBytes;
@property (nonatomic, assign) struct Frame frame;
+ (instancetype)inspectorForClass:(Class)cls;
- (nullable Ivar)ivarNamed:(const char *)name;
- (Method _Nullable *)copyMethodsWithCount:(unsigned int *)count;
- (void)logFormat:(NSString *)format arguments:(va_list)arguments;
- (void)logFormat:(NSString *)format, ... NS_FORMAT_FUNCTION(1, 2);
- (int)stepStatement:(sqlite3_stmt *)statement inDatabase:(sqlite3 *)database;
- (void)copyName:(char[32])buffer fromIvar:(Ivar)ivar;
- (void)readInto:(struct Opaque *)target length:(size_t)length;
@end
