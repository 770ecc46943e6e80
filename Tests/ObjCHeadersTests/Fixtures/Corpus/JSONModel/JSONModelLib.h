//
//  JSONModelLib.h
//  JSONModel
//

#import <Foundation/Foundation.h>

// core
#import "JSONModel.h"
#import "JSONModelError.h"

// transformations
#import "JSONValueTransformer.h"
#import "JSONKeyMapper.h"

// networking (deprecated)
#import "JSONHTTPClient.h"
#import "JSONModel+networking.h"
#import "JSONAPI.h"
