CREATE TABLE "local_shipping_waybills" (
	"courier_code" text NOT NULL,
	"waybill" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "local_shipping_waybills_courier_code_waybill_pk" PRIMARY KEY("courier_code","waybill")
);
