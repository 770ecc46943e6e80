// Smaller frameworks of the stand-in SDK: CoreData (managed objects, contexts, fetch
// requests), WebKit (WKWebView and its delegates), and the uniform type identifiers of
// CoreServices / MobileCoreServices and UniformTypeIdentifiers.
extension SDK {
    static let coreData = #"""
#import <Foundation/Foundation.h>

#define COREDATA_EXTERN extern
@class NSManagedObjectContext, NSEntityDescription, NSManagedObjectModel, NSPersistentStoreCoordinator, NSManagedObjectID;
@class NSPersistentStore, NSPersistentStoreDescription, NSAttributeDescription, NSRelationshipDescription, NSPropertyDescription;
@protocol NSFetchRequestResult <NSObject>
@end
@class NSFetchRequest<ResultType : id<NSFetchRequestResult>>;
@interface NSNumber (NSFetchedResultSupport) <NSFetchRequestResult>
@end
@interface NSDictionary (NSFetchedResultSupport) <NSFetchRequestResult>
@end
typedef NS_OPTIONS(NSUInteger, NSSnapshotEventType) { NSSnapshotEventUndoInsertion = 1 << 1, NSSnapshotEventRefresh = 1 << 5 };
@interface NSManagedObject : NSObject <NSFetchRequestResult>
+ (NSEntityDescription *)entity;
+ (NSFetchRequest *)fetchRequest;
- (instancetype)initWithEntity:(NSEntityDescription *)entity insertIntoManagedObjectContext:(nullable NSManagedObjectContext *)context NS_DESIGNATED_INITIALIZER;
- (instancetype)initWithContext:(NSManagedObjectContext *)moc;
@property (nullable, nonatomic, readonly, assign) NSManagedObjectContext *managedObjectContext;
@property (nonatomic, readonly, strong) NSEntityDescription *entity;
@property (nonatomic, readonly, strong) NSManagedObjectID *objectID;
@property (nonatomic, getter=isInserted, readonly) BOOL inserted;
@property (nonatomic, getter=isUpdated, readonly) BOOL updated;
@property (nonatomic, getter=isDeleted, readonly) BOOL deleted;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic, getter=isFault, readonly) BOOL fault;
- (void)awakeFromInsert;
- (void)awakeFromFetch;
- (void)willSave;
- (void)didSave;
- (nullable id)valueForKey:(NSString *)key;
- (void)setValue:(nullable id)value forKey:(NSString *)key;
- (nullable id)primitiveValueForKey:(NSString *)key;
- (void)setPrimitiveValue:(nullable id)value forKey:(NSString *)key;
- (NSDictionary<NSString *, id> *)committedValuesForKeys:(nullable NSArray<NSString *> *)keys;
- (NSDictionary<NSString *, id> *)changedValues;
@end
@interface NSManagedObjectID : NSObject <NSCopying, NSFetchRequestResult>
@property (readonly, strong) NSEntityDescription *entity;
@property (nullable, readonly, weak) NSPersistentStore *persistentStore;
@property (readonly, getter=isTemporaryID) BOOL temporaryID;
- (NSURL *)URIRepresentation;
@end
@interface NSPropertyDescription : NSObject <NSCoding, NSCopying>
@property (nonatomic, copy) NSString *name;
@property (getter=isOptional) BOOL optional;
@property (getter=isTransient) BOOL transient;
@end
typedef NS_ENUM(NSUInteger, NSAttributeType) {
    NSUndefinedAttributeType = 0, NSInteger16AttributeType = 100, NSInteger32AttributeType = 200, NSInteger64AttributeType = 300,
    NSDecimalAttributeType = 400, NSDoubleAttributeType = 500, NSFloatAttributeType = 600, NSStringAttributeType = 700,
    NSBooleanAttributeType = 800, NSDateAttributeType = 900, NSBinaryDataAttributeType = 1000, NSUUIDAttributeType = 1100,
    NSURIAttributeType = 1200, NSTransformableAttributeType = 1800, NSObjectIDAttributeType = 2000
};
@interface NSAttributeDescription : NSPropertyDescription
@property NSAttributeType attributeType;
@property (nullable, copy) NSString *attributeValueClassName;
@property (nullable, retain) id defaultValue;
@property (nullable, copy) NSString *valueTransformerName;
@end
@interface NSRelationshipDescription : NSPropertyDescription
@property (nullable, nonatomic, assign) NSEntityDescription *destinationEntity;
@property (nullable, nonatomic, assign) NSRelationshipDescription *inverseRelationship;
@property NSUInteger maxCount;
@property NSUInteger minCount;
@property (getter=isToMany, readonly) BOOL toMany;
@property (getter=isOrdered) BOOL ordered;
@end
@interface NSEntityDescription : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (nullable NSEntityDescription *)entityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;
+ (__kindof NSManagedObject *)insertNewObjectForEntityForName:(NSString *)entityName inManagedObjectContext:(NSManagedObjectContext *)context;
@property (readonly, assign) NSManagedObjectModel *managedObjectModel;
@property (null_resettable, copy) NSString *managedObjectClassName;
@property (nullable, copy) NSString *name;
@property (getter=isAbstract) BOOL abstract;
@property (readonly, copy) NSDictionary<NSString *, __kindof NSPropertyDescription *> *propertiesByName;
@property (strong) NSArray<__kindof NSPropertyDescription *> *properties;
@property (readonly, copy) NSDictionary<NSString *, NSAttributeDescription *> *attributesByName;
@property (readonly, copy) NSDictionary<NSString *, NSRelationshipDescription *> *relationshipsByName;
@property (nullable, readonly, assign) NSEntityDescription *superentity;
@end
@interface NSManagedObjectModel : NSObject <NSCoding, NSCopying, NSFastEnumeration>
+ (nullable NSManagedObjectModel *)mergedModelFromBundles:(nullable NSArray<NSBundle *> *)bundles;
- (nullable instancetype)initWithContentsOfURL:(NSURL *)url;
@property (strong) NSArray<NSEntityDescription *> *entities;
@property (readonly, copy) NSDictionary<NSString *, NSEntityDescription *> *entitiesByName;
@end
typedef NS_ENUM(NSUInteger, NSFetchRequestResultType) {
    NSManagedObjectResultType = 0x00, NSManagedObjectIDResultType = 0x01, NSDictionaryResultType = 0x02, NSCountResultType = 0x04
};
@interface NSPersistentStoreRequest : NSObject <NSCopying>
@property (nullable, strong) NSArray<NSPersistentStore *> *affectedStores;
@end
@interface NSFetchRequest<__covariant ResultType : id<NSFetchRequestResult>> : NSPersistentStoreRequest <NSCoding>
+ (instancetype)fetchRequestWithEntityName:(NSString *)entityName;
- (instancetype)initWithEntityName:(NSString *)entityName;
@property (nullable, nonatomic, strong) NSEntityDescription *entity;
@property (nullable, nonatomic, readonly, strong) NSString *entityName;
@property (nullable, nonatomic, strong) NSPredicate *predicate;
@property (nullable, nonatomic, strong) NSArray<NSSortDescriptor *> *sortDescriptors;
@property (nonatomic) NSUInteger fetchLimit;
@property (nonatomic) NSUInteger fetchOffset;
@property (nonatomic) NSUInteger fetchBatchSize;
@property (nonatomic) NSFetchRequestResultType resultType;
@property (nonatomic) BOOL returnsObjectsAsFaults;
@property (nullable, nonatomic, copy) NSArray *propertiesToFetch;
@property (nullable, nonatomic, copy) NSArray<NSString *> *relationshipKeyPathsForPrefetching;
- (nullable NSArray<ResultType> *)execute:(NSError **)error;
@end
typedef NS_ENUM(NSUInteger, NSManagedObjectContextConcurrencyType) {
    NSConfinementConcurrencyType = 0x00, NSPrivateQueueConcurrencyType = 0x01, NSMainQueueConcurrencyType = 0x02
};
COREDATA_EXTERN NSString *const NSManagedObjectContextDidSaveNotification;
COREDATA_EXTERN NSString *const NSManagedObjectContextObjectsDidChangeNotification;
@interface NSManagedObjectContext : NSObject <NSCoding, NSLocking>
- (instancetype)initWithConcurrencyType:(NSManagedObjectContextConcurrencyType)ct NS_DESIGNATED_INITIALIZER;
- (void)performBlock:(void (^)(void))block;
- (void)performBlockAndWait:(void (NS_NOESCAPE ^)(void))block;
@property (nullable, strong) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (nullable, strong) NSManagedObjectContext *parentContext;
@property (nullable, copy) NSString *name;
@property (nonatomic, readonly) NSManagedObjectContextConcurrencyType concurrencyType;
@property (nonatomic, readonly) BOOL hasChanges;
@property (nonatomic) BOOL automaticallyMergesChangesFromParent;
- (nullable __kindof NSManagedObject *)objectRegisteredForID:(NSManagedObjectID *)objectID;
- (__kindof NSManagedObject *)objectWithID:(NSManagedObjectID *)objectID;
- (nullable __kindof NSManagedObject *)existingObjectWithID:(NSManagedObjectID *)objectID error:(NSError **)error;
- (nullable NSArray *)executeFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (NSUInteger)countForFetchRequest:(NSFetchRequest *)request error:(NSError **)error;
- (void)insertObject:(NSManagedObject *)object;
- (void)deleteObject:(NSManagedObject *)object;
- (void)refreshObject:(NSManagedObject *)object mergeChanges:(BOOL)flag;
- (void)rollback;
- (void)reset;
- (BOOL)save:(NSError **)error;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *insertedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *updatedObjects;
@property (nonatomic, readonly, strong) NSSet<__kindof NSManagedObject *> *deletedObjects;
@property (strong) id mergePolicy;
@end
COREDATA_EXTERN NSString *const NSSQLiteStoreType;
COREDATA_EXTERN NSString *const NSInMemoryStoreType;
@interface NSPersistentStore : NSObject
@property (nullable, copy) NSURL *URL;
@property (readonly, copy) NSString *type;
@end
@protocol NSFetchedResultsControllerDelegate;
@protocol NSFetchedResultsSectionInfo
@property (nonatomic, readonly) NSString *name;
@property (nullable, nonatomic, readonly) NSString *indexTitle;
@property (nonatomic, readonly) NSUInteger numberOfObjects;
@property (nullable, nonatomic, readonly) NSArray *objects;
@end
@interface NSFetchedResultsController<ResultType : id<NSFetchRequestResult>> : NSObject
- (instancetype)initWithFetchRequest:(NSFetchRequest<ResultType> *)fetchRequest managedObjectContext:(NSManagedObjectContext *)context sectionNameKeyPath:(nullable NSString *)sectionNameKeyPath cacheName:(nullable NSString *)name;
- (BOOL)performFetch:(NSError **)error;
@property (nonatomic, readonly) NSFetchRequest<ResultType> *fetchRequest;
@property (nonatomic, readonly) NSManagedObjectContext *managedObjectContext;
@property (nullable, nonatomic, readonly) NSString *sectionNameKeyPath;
@property (nullable, nonatomic, readonly) NSString *cacheName;
@property (nullable, nonatomic, assign) id<NSFetchedResultsControllerDelegate> delegate;
+ (void)deleteCacheWithName:(nullable NSString *)name;
@property (nullable, nonatomic, readonly) NSArray<ResultType> *fetchedObjects;
- (ResultType)objectAtIndexPath:(NSIndexPath *)indexPath;
- (nullable NSIndexPath *)indexPathForObject:(ResultType)object;
@property (nonatomic, readonly) NSArray<NSString *> *sectionIndexTitles;
@property (nullable, nonatomic, readonly) NSArray<id<NSFetchedResultsSectionInfo>> *sections;
@end
typedef NS_ENUM(NSUInteger, NSFetchedResultsChangeType) {
    NSFetchedResultsChangeInsert = 1, NSFetchedResultsChangeDelete = 2, NSFetchedResultsChangeMove = 3, NSFetchedResultsChangeUpdate = 4
};
@protocol NSFetchedResultsControllerDelegate <NSObject>
@optional
- (void)controller:(NSFetchedResultsController *)controller didChangeObject:(id)anObject atIndexPath:(nullable NSIndexPath *)indexPath forChangeType:(NSFetchedResultsChangeType)type newIndexPath:(nullable NSIndexPath *)newIndexPath;
- (void)controller:(NSFetchedResultsController *)controller didChangeSection:(id<NSFetchedResultsSectionInfo>)sectionInfo atIndex:(NSUInteger)sectionIndex forChangeType:(NSFetchedResultsChangeType)type;
- (void)controllerWillChangeContent:(NSFetchedResultsController *)controller;
- (void)controllerDidChangeContent:(NSFetchedResultsController *)controller;
- (nullable NSString *)controller:(NSFetchedResultsController *)controller sectionIndexTitleForSectionName:(NSString *)sectionName;
@end
@interface NSPersistentStoreCoordinator : NSObject <NSLocking>
- (instancetype)initWithManagedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (readonly, strong) NSManagedObjectModel *managedObjectModel;
@property (readonly, strong) NSArray<__kindof NSPersistentStore *> *persistentStores;
- (nullable __kindof NSPersistentStore *)addPersistentStoreWithType:(NSString *)storeType configuration:(nullable NSString *)configuration URL:(nullable NSURL *)storeURL options:(nullable NSDictionary *)options error:(NSError **)error;
@end
@interface NSPersistentStoreDescription : NSObject <NSCopying>
+ (instancetype)persistentStoreDescriptionWithURL:(NSURL *)URL;
@property (copy) NSString *type;
@property (nullable, copy) NSURL *URL;
@property BOOL shouldAddStoreAsynchronously;
@end
@interface NSPersistentContainer : NSObject
+ (instancetype)persistentContainerWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name;
- (instancetype)initWithName:(NSString *)name managedObjectModel:(NSManagedObjectModel *)model NS_DESIGNATED_INITIALIZER;
@property (copy, readonly) NSString *name;
@property (strong, readonly) NSManagedObjectContext *viewContext;
@property (strong, readonly) NSManagedObjectModel *managedObjectModel;
@property (strong, readonly) NSPersistentStoreCoordinator *persistentStoreCoordinator;
@property (copy) NSArray<NSPersistentStoreDescription *> *persistentStoreDescriptions;
- (void)loadPersistentStoresWithCompletionHandler:(void (^)(NSPersistentStoreDescription *, NSError * _Nullable))block;
- (NSManagedObjectContext *)newBackgroundContext NS_RETURNS_RETAINED;
- (void)performBackgroundTask:(void (^)(NSManagedObjectContext *))block;
@end
"""#

    static let webKit = #"""
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>
#if TARGET_OS_IPHONE
#import <UIKit/UIKit.h>
#define WK_VIEW_BASE UIView
#else
#import <AppKit/AppKit.h>
#define WK_VIEW_BASE NSView
#endif

#define WK_EXTERN extern
#define WK_API_AVAILABLE(...)
#define WK_SWIFT_ASYNC(...)
@class WKWebView, WKNavigation, WKNavigationAction, WKNavigationResponse, WKUserContentController, WKPreferences;
typedef NS_ENUM(NSInteger, WKNavigationActionPolicy) { WKNavigationActionPolicyCancel, WKNavigationActionPolicyAllow };
typedef NS_ENUM(NSInteger, WKNavigationResponsePolicy) { WKNavigationResponsePolicyCancel, WKNavigationResponsePolicyAllow };
typedef NS_ENUM(NSInteger, WKNavigationType) {
    WKNavigationTypeLinkActivated, WKNavigationTypeFormSubmitted, WKNavigationTypeBackForward, WKNavigationTypeReload,
    WKNavigationTypeFormResubmitted, WKNavigationTypeOther = -1
};
@interface WKNavigation : NSObject
@end
@interface WKNavigationAction : NSObject
@property (nonatomic, readonly) WKNavigationType navigationType;
@property (nonatomic, readonly, copy) NSURLRequest *request;
@end
@interface WKNavigationResponse : NSObject
@property (nonatomic, readonly, copy) NSURLResponse *response;
@property (nonatomic, readonly, getter=isForMainFrame) BOOL forMainFrame;
@end
@interface WKPreferences : NSObject <NSSecureCoding>
@property (nonatomic) CGFloat minimumFontSize;
@property (nonatomic) BOOL javaScriptCanOpenWindowsAutomatically;
@end
@interface WKUserContentController : NSObject <NSSecureCoding>
- (void)removeAllUserScripts;
@end
@interface WKWebViewConfiguration : NSObject <NSSecureCoding, NSCopying>
@property (nonatomic, strong) WKPreferences *preferences;
@property (nonatomic, strong) WKUserContentController *userContentController;
@property (nullable, nonatomic, copy) NSString *applicationNameForUserAgent;
@end
@protocol WKNavigationDelegate <NSObject>
@optional
- (void)webView:(WKWebView *)webView decidePolicyForNavigationAction:(WKNavigationAction *)navigationAction decisionHandler:(void (^)(WKNavigationActionPolicy))decisionHandler;
- (void)webView:(WKWebView *)webView decidePolicyForNavigationResponse:(WKNavigationResponse *)navigationResponse decisionHandler:(void (^)(WKNavigationResponsePolicy))decisionHandler;
- (void)webView:(WKWebView *)webView didStartProvisionalNavigation:(null_unspecified WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFinishNavigation:(null_unspecified WKNavigation *)navigation;
- (void)webView:(WKWebView *)webView didFailNavigation:(null_unspecified WKNavigation *)navigation withError:(NSError *)error;
- (void)webView:(WKWebView *)webView didFailProvisionalNavigation:(null_unspecified WKNavigation *)navigation withError:(NSError *)error;
@end
@protocol WKUIDelegate <NSObject>
@optional
- (void)webViewDidClose:(WKWebView *)webView;
@end
@interface WKWebView : WK_VIEW_BASE
- (instancetype)initWithFrame:(CGRect)frame configuration:(WKWebViewConfiguration *)configuration NS_DESIGNATED_INITIALIZER;
@property (nonatomic, readonly, copy) WKWebViewConfiguration *configuration;
@property (nullable, nonatomic, weak) id<WKNavigationDelegate> navigationDelegate;
@property (nullable, nonatomic, weak) id<WKUIDelegate> UIDelegate;
- (nullable WKNavigation *)loadRequest:(NSURLRequest *)request;
- (nullable WKNavigation *)loadHTMLString:(NSString *)string baseURL:(nullable NSURL *)baseURL;
- (nullable WKNavigation *)loadData:(NSData *)data MIMEType:(NSString *)MIMEType characterEncodingName:(NSString *)characterEncodingName baseURL:(NSURL *)baseURL;
@property (nullable, nonatomic, readonly, copy) NSString *title;
@property (nullable, nonatomic, readonly, copy) NSURL *URL;
@property (nonatomic, readonly, getter=isLoading) BOOL loading;
@property (nonatomic, readonly) double estimatedProgress;
@property (nonatomic, readonly) BOOL canGoBack;
@property (nonatomic, readonly) BOOL canGoForward;
- (nullable WKNavigation *)goBack;
- (nullable WKNavigation *)goForward;
- (nullable WKNavigation *)reload;
- (void)stopLoading;
- (void)evaluateJavaScript:(NSString *)javaScriptString completionHandler:(void (^ _Nullable)(_Nullable id, NSError * _Nullable error))completionHandler;
@property (nullable, nonatomic, copy) NSString *customUserAgent;
@end
"""#

    static let coreServices = #"""
#import <CoreFoundation/CoreFoundation.h>

extern const CFStringRef kUTTagClassFilenameExtension;
extern const CFStringRef kUTTagClassMIMEType;
extern const CFStringRef kUTTypeItem;
extern const CFStringRef kUTTypeContent;
extern const CFStringRef kUTTypeData;
extern const CFStringRef kUTTypeText;
extern const CFStringRef kUTTypePlainText;
extern const CFStringRef kUTTypeJSON;
extern const CFStringRef kUTTypeImage;
extern const CFStringRef kUTTypeJPEG;
extern const CFStringRef kUTTypePNG;
extern const CFStringRef kUTTypeGIF;
extern const CFStringRef kUTTypeTIFF;
extern const CFStringRef kUTTypeBMP;
extern const CFStringRef kUTTypeICO;
extern const CFStringRef kUTTypeMovie;
extern const CFStringRef kUTTypePDF;
extern CFStringRef UTTypeCreatePreferredIdentifierForTag(CFStringRef inTagClass, CFStringRef inTag, CFStringRef inConformingToUTI);
extern CFStringRef UTTypeCopyPreferredTagWithClass(CFStringRef inUTI, CFStringRef inTagClass);
extern Boolean UTTypeConformsTo(CFStringRef inUTI, CFStringRef inConformsToUTI);
extern Boolean UTTypeEqual(CFStringRef inUTI1, CFStringRef inUTI2);
"""#

    static let coreImage = #"""
#import <Foundation/Foundation.h>
#import <CoreGraphics/CoreGraphics.h>

#define CORE_IMAGE_EXPORT extern
#define CI_GL_DEPRECATED_IOS(...)
typedef NSString *CIImageOption NS_TYPED_ENUM;
typedef NSString *CIContextOption NS_TYPED_ENUM;
typedef int CIFormat;
CORE_IMAGE_EXPORT NSString *const kCIInputImageKey;
CORE_IMAGE_EXPORT NSString *const kCIOutputImageKey;
CORE_IMAGE_EXPORT NSString *const kCIInputRadiusKey;
CORE_IMAGE_EXPORT NSString *const kCIInputIntensityKey;
CORE_IMAGE_EXPORT NSString *const kCIInputColorKey;
@interface CIColor : NSObject <NSSecureCoding, NSCopying>
+ (instancetype)colorWithCGColor:(CGColorRef)c;
+ (instancetype)colorWithRed:(CGFloat)r green:(CGFloat)g blue:(CGFloat)b alpha:(CGFloat)a;
@property (readonly) CGFloat red;
@property (readonly) CGFloat green;
@property (readonly) CGFloat blue;
@property (readonly) CGFloat alpha;
@end
@interface CIVector : NSObject <NSCopying, NSSecureCoding>
+ (instancetype)vectorWithX:(CGFloat)x Y:(CGFloat)y;
+ (instancetype)vectorWithCGRect:(CGRect)r;
@property (readonly) size_t count;
@property (readonly) CGRect CGRectValue;
@end
@interface CIImage : NSObject <NSSecureCoding, NSCopying>
+ (CIImage *)imageWithCGImage:(CGImageRef)image;
+ (nullable CIImage *)imageWithData:(NSData *)data;
+ (CIImage *)imageWithColor:(CIColor *)color;
+ (CIImage *)emptyImage;
- (instancetype)initWithCGImage:(CGImageRef)image;
- (CIImage *)imageByApplyingTransform:(CGAffineTransform)matrix;
- (CIImage *)imageByCroppingToRect:(CGRect)rect;
@property (nonatomic, readonly) CGRect extent;
@property (nonatomic, readonly) NSDictionary<NSString *, id> *properties;
@property (nonatomic, readonly, nullable) CGImageRef CGImage;
@end
@interface CIFilter : NSObject <NSSecureCoding, NSCopying>
+ (nullable CIFilter *)filterWithName:(NSString *)name;
+ (nullable CIFilter *)filterWithName:(NSString *)name withInputParameters:(nullable NSDictionary<NSString *, id> *)params;
+ (NSArray<NSString *> *)filterNamesInCategory:(nullable NSString *)category;
@property (readonly, nonatomic, nullable) CIImage *outputImage;
@property (nonatomic, copy) NSString *name;
@property (readonly, nonatomic) NSArray<NSString *> *inputKeys;
@property (readonly, nonatomic) NSArray<NSString *> *outputKeys;
@property (readonly, nonatomic) NSDictionary<NSString *, id> *attributes;
- (void)setDefaults;
@end
@interface CIContext : NSObject
+ (instancetype)contextWithOptions:(nullable NSDictionary<CIContextOption, id> *)options;
+ (instancetype)context;
+ (instancetype)contextWithCGContext:(CGContextRef)cgctx options:(nullable NSDictionary<CIContextOption, id> *)options;
- (nullable CGImageRef)createCGImage:(CIImage *)image fromRect:(CGRect)fromRect CF_RETURNS_RETAINED;
- (void)drawImage:(CIImage *)image inRect:(CGRect)inRect fromRect:(CGRect)fromRect;
@property (nullable, nonatomic, readonly) CGColorSpaceRef workingColorSpace;
@end
"""#

    static let mobileCoreServices = #"""
#import <CoreServices/CoreServices.h>
"""#

    static let uniformTypeIdentifiers = #"""
#import <Foundation/Foundation.h>

@interface UTType : NSObject <NSCopying, NSSecureCoding>
+ (nullable UTType *)typeWithIdentifier:(NSString *)identifier;
+ (nullable UTType *)typeWithFilenameExtension:(NSString *)filenameExtension;
+ (nullable UTType *)typeWithMIMEType:(NSString *)mimeType;
@property (readonly, copy) NSString *identifier;
@property (nullable, readonly, copy) NSString *preferredFilenameExtension;
@property (nullable, readonly, copy) NSString *preferredMIMEType;
@property (nullable, readonly, copy) NSString *localizedDescription;
@property (readonly, getter=isDynamic) BOOL dynamic;
@property (readonly, getter=isDeclared) BOOL declared;
- (BOOL)conformsToType:(UTType *)type;
@end
@interface UTType (UTCoreTypes)
@property (class, readonly) UTType *UTTypeItem;
@end
extern UTType *const UTTypeData;
extern UTType *const UTTypeImage;
extern UTType *const UTTypeJPEG;
extern UTType *const UTTypePNG;
extern UTType *const UTTypeGIF;
extern UTType *const UTTypeHEIC;
extern UTType *const UTTypeWebP;
extern UTType *const UTTypeJSON;
extern UTType *const UTTypePlainText;
"""#
}
